'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261127161621_chat_sessions extends Migration {

  name = 'Migration20261127161621_chat_sessions';

  async up() {
    this.addSql(`create table "chat_sessions" ("id" uuid not null, "language" varchar(2) not null, "turns" jsonb not null, "lead_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "chat_sessions" add constraint "chat_sessions_lead_id_unique" unique ("lead_id");`);
    this.addSql(`create index "chat_sessions_updated_at_index" on "chat_sessions" ("updated_at");`);
  }

  async down() {
    this.addSql(`drop table if exists "chat_sessions" cascade;`);
  }

}
exports.Migration20261127161621_chat_sessions = Migration20261127161621_chat_sessions;
