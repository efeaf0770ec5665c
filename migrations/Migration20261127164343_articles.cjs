'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261127164343_articles extends Migration {

  name = 'Migration20261127164343_articles';

  async up() {
    this.addSql(`create table "posts" ("id" uuid not null, "slug" varchar(80) not null, "text" jsonb not null, "tags" jsonb not null, "state" varchar(10) not null default 'draft', "published_at" timestamptz null, "revision" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, "updated_by" varchar(254) not null, primary key ("id"));`);
    this.addSql(`alter table "posts" add constraint "posts_slug_unique" unique ("slug");`);

    this.addSql(`create table "post_revisions" ("id" uuid not null, "post_id" uuid not null, "revision" int not null, "slug" varchar(80) not null, "text" jsonb not null, "tags" jsonb not null, "saved_at" timestamptz not null, "saved_by" varchar(254) not null, primary key ("id"));`);
    this.addSql(`create index "post_revisions_post_id_index" on "post_revisions" ("post_id");`);
    this.addSql(`alter table "post_revisions" add constraint "post_revisions_post_id_revision_unique" unique ("post_id", "revision");`);
  }

  async down() {
    this.addSql(`drop table if exists "posts" cascade;`);
    this.addSql(`drop table if exists "post_revisions" cascade;`);
  }

}
exports.Migration20261127164343_articles = Migration20261127164343_articles;
