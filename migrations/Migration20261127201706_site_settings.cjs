'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261127201706_site_settings extends Migration {

  name = 'Migration20261127201706_site_settings';

  async up() {
    this.addSql(`create table "site_settings" ("id" int not null, "values" jsonb not null, "revision" int not null default 1, "updated_at" timestamptz not null, "updated_by" varchar(254) not null, primary key ("id"));`);
  }

  async down() {
    this.addSql(`drop table if exists "site_settings" cascade;`);
  }

}
exports.Migration20261127201706_site_settings = Migration20261127201706_site_settings;
