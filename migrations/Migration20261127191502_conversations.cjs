'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261127191502_conversations extends Migration {

  name = 'Migration20261127191502_conversations';

  async up() {
    this.addSql(`create table "conversations" ("id" uuid not null, "session_id" uuid not null, "language" varchar(2) not null, "visitor_name" varchar(100) null, "visitor_email" varchar(254) null, "telegram_thread_id" int null, "telegram_root_message_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "conversations" add constraint "conversations_session_id_unique" unique ("session_id");`);
    this.addSql(`create index "conversations_telegram_thread_id_index" on "conversations" ("telegram_thread_id");`);
    this.addSql(`create index "conversations_telegram_root_message_id_index" on "conversations" ("telegram_root_message_id");`);
    this.addSql(`create index "conversations_updated_at_index" on "conversations" ("updated_at");`);

    this.addSql(`create table "conversation_messages" ("id" uuid not null, "conversation_id" uuid not null, "author" varchar(10) not null, "author_name" varchar(100) null, "text" text not null, "telegram_message_id" int null, "delivered_at" timestamptz null, "emailed_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "conversation_messages_conversation_id_index" on "conversation_messages" ("conversation_id");`);
    this.addSql(`alter table "conversation_messages" add constraint "conversation_messages_conversation_id_telegram_me_fc3a6_unique" unique ("conversation_id", "telegram_message_id");`);
  }

  async down() {
    this.addSql(`drop table if exists "conversations" cascade;`);
    this.addSql(`drop table if exists "conversation_messages" cascade;`);
  }

}
exports.Migration20261127191502_conversations = Migration20261127191502_conversations;
