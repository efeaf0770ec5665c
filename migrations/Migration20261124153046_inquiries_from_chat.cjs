'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261124153046_inquiries_from_chat extends Migration {

  name = 'Migration20261124153046_inquiries_from_chat';

  async up() {
    this.addSql(`alter table "contact_submissions" add "source" varchar(10) not null default 'form', add "transcript" jsonb null, add "status_changed_at" timestamptz null, add "status_changed_by" varchar(200) null;`);
    this.addSql(`alter table "contact_submissions" alter column "email" drop not null;`);
    this.addSql(`alter table "contact_submissions" alter column "service" drop not null;`);
  }

  async down() {
    this.addSql(`alter table "contact_submissions" drop column "source", drop column "transcript", drop column "status_changed_at", drop column "status_changed_by";`);
    this.addSql(`alter table "contact_submissions" alter column "email" set not null;`);
    this.addSql(`alter table "contact_submissions" alter column "service" set not null;`);
  }

}
exports.Migration20261124153046_inquiries_from_chat = Migration20261124153046_inquiries_from_chat;
