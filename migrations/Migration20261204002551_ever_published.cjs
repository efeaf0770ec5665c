'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261204002551_ever_published extends Migration {

  name = 'Migration20261204002551_ever_published';

  async up() {
    this.addSql(`alter table "case_studies" add "ever_published" boolean not null default false;`);

    this.addSql(`alter table "posts" add "ever_published" boolean not null default false;`);

    // What is known of the past: published or scheduled now, or renamed while it was (a former slug).
    this.addSql(`update "case_studies" set "ever_published" = true where "state" = 'published' or "id" in (select "case_study_id" from "case_study_former_slugs");`);
    this.addSql(`update "posts" set "ever_published" = true where "state" = 'published' or "id" in (select "post_id" from "post_former_slugs");`);
  }

  async down() {
    this.addSql(`alter table "case_studies" drop column "ever_published";`);

    this.addSql(`alter table "posts" drop column "ever_published";`);
  }

}
exports.Migration20261204002551_ever_published = Migration20261204002551_ever_published;
