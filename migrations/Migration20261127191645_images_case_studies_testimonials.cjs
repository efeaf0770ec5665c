'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261127191645_images_case_studies_testimonials extends Migration {

  name = 'Migration20261127191645_images_case_studies_testimonials';

  async up() {
    this.addSql(`create table "case_studies" ("id" uuid not null, "slug" varchar(80) not null, "text" jsonb not null, "services" jsonb not null, "photo_ids" jsonb not null, "state" varchar(10) not null default 'draft', "published_at" timestamptz null, "revision" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, "updated_by" varchar(254) not null, primary key ("id"));`);
    this.addSql(`alter table "case_studies" add constraint "case_studies_slug_unique" unique ("slug");`);

    this.addSql(`create table "case_study_revisions" ("id" uuid not null, "case_study_id" uuid not null, "revision" int not null, "slug" varchar(80) not null, "text" jsonb not null, "services" jsonb not null, "photo_ids" jsonb not null, "saved_at" timestamptz not null, "saved_by" varchar(254) not null, primary key ("id"));`);
    this.addSql(`create index "case_study_revisions_case_study_id_index" on "case_study_revisions" ("case_study_id");`);
    this.addSql(`alter table "case_study_revisions" add constraint "case_study_revisions_case_study_id_revision_unique" unique ("case_study_id", "revision");`);

    this.addSql(`create table "images" ("id" uuid not null, "sha256" varchar(64) not null, "file" varchar(100) not null, "mime_type" varchar(20) not null, "bytes" int not null, "width" int not null, "height" int not null, "alt" jsonb not null, "created_by" varchar(254) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "images" add constraint "images_sha256_unique" unique ("sha256");`);

    this.addSql(`create table "testimonials" ("id" uuid not null, "text" jsonb not null, "photo_id" uuid null, "published" boolean not null default false, "position" int not null default 0, "published_at" timestamptz null, "revision" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, "updated_by" varchar(254) not null, primary key ("id"));`);

    this.addSql(`alter table "posts" add "cover_image_id" uuid null;`);

    this.addSql(`alter table "post_revisions" add "cover_image_id" uuid null;`);
  }

  async down() {
    this.addSql(`drop table if exists "case_studies" cascade;`);
    this.addSql(`drop table if exists "case_study_revisions" cascade;`);
    this.addSql(`drop table if exists "images" cascade;`);
    this.addSql(`drop table if exists "testimonials" cascade;`);

    this.addSql(`alter table "post_revisions" drop column "cover_image_id";`);

    this.addSql(`alter table "posts" drop column "cover_image_id";`);
  }

}
exports.Migration20261127191645_images_case_studies_testimonials = Migration20261127191645_images_case_studies_testimonials;
