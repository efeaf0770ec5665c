'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261201222621_content_deletions extends Migration {

  name = 'Migration20261201222621_content_deletions';

  async up() {
    this.addSql(`create table "content_deletions" ("id" uuid not null, "source" varchar(40) not null, "row_id" uuid not null, "deleted_by" varchar(254) not null, "updated_at" timestamptz not null, primary key ("id"));`);
  }

  async down() {
    this.addSql(`drop table if exists "content_deletions" cascade;`);
  }

}
exports.Migration20261201222621_content_deletions = Migration20261201222621_content_deletions;
