'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261203183908_former_slugs extends Migration {

  name = 'Migration20261203183908_former_slugs';

  async up() {
    this.addSql(`create table "case_study_former_slugs" ("id" uuid not null, "slug" varchar(80) not null, "case_study_id" uuid not null, "moved_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "case_study_former_slugs" add constraint "case_study_former_slugs_slug_unique" unique ("slug");`);
    this.addSql(`create index "case_study_former_slugs_case_study_id_index" on "case_study_former_slugs" ("case_study_id");`);

    this.addSql(`create table "post_former_slugs" ("id" uuid not null, "slug" varchar(80) not null, "post_id" uuid not null, "moved_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "post_former_slugs" add constraint "post_former_slugs_slug_unique" unique ("slug");`);
    this.addSql(`create index "post_former_slugs_post_id_index" on "post_former_slugs" ("post_id");`);
  }

  async down() {
    this.addSql(`drop table if exists "case_study_former_slugs" cascade;`);
    this.addSql(`drop table if exists "post_former_slugs" cascade;`);
  }

}
exports.Migration20261203183908_former_slugs = Migration20261203183908_former_slugs;
