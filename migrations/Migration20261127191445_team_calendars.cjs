'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261127191445_team_calendars extends Migration {

  name = 'Migration20261127191445_team_calendars';

  async up() {
    this.addSql(`create table "calendar_connections" ("id" uuid not null, "name" varchar(100) not null, "url" varchar(500) not null, "username" varchar(200) not null, "password_encrypted" text not null, "write_bookings" boolean not null default false, "last_sync_at" timestamptz null, "last_attempt_at" timestamptz null, "last_error" varchar(500) null, "failing_since" timestamptz null, "busy" jsonb not null default '[]', "created_by" varchar(254) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
  }

  async down() {
    this.addSql(`drop table if exists "calendar_connections" cascade;`);
  }

}
exports.Migration20261127191445_team_calendars = Migration20261127191445_team_calendars;
