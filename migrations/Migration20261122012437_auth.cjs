'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261122012437_auth extends Migration {

  name = 'Migration20261122012437_auth';

  async up() {
    this.addSql(`create table "sessions" ("sid" varchar(64) not null, "data" jsonb not null, "expires_at" timestamptz not null, primary key ("sid"));`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(`create table "users" ("id" uuid not null, "issuer" varchar(255) not null, "subject" varchar(255) not null, "email" varchar(254) null, "first_name" varchar(100) null, "last_name" varchar(100) null, "profile_image_url" varchar(2048) null, "created_at" timestamptz not null, "last_sign_in_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_issuer_subject_unique" unique ("issuer", "subject");`);
  }

  async down() {
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
  }

}
exports.Migration20261122012437_auth = Migration20261122012437_auth;
