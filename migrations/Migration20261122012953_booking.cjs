'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/** Consultation bookings; bookings_no_overlap (btree_gist) makes a double booking impossible. */
class Migration20261122012953_booking extends Migration {

  name = 'Migration20261122012953_booking';

  async up() {
    this.addSql(`create table "bookings" ("id" uuid not null, "name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(30) null, "service" varchar(40) not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "duration" smallint not null, "message" text null, "timezone" varchar(64) not null, "language" varchar(2) not null, "status" varchar(20) not null default 'confirmed', "created_at" timestamptz not null, "cancelled_at" timestamptz null, "cancel_nonce" varchar(32) not null, "reminder_job_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "bookings_starts_at_index" on "bookings" ("starts_at");`);

    this.addSql(`alter table "bookings" add constraint "bookings_no_overlap" exclude using gist (tstzrange(starts_at, ends_at, '[)') with &&) where (status = 'confirmed');`);
    this.addSql(`alter table "bookings" add constraint "bookings_ends_after_start" check (ends_at > starts_at);`);
  }

  async down() {
    this.addSql(`drop table if exists "bookings" cascade;`);
  }

}
exports.Migration20261122012953_booking = Migration20261122012953_booking;
