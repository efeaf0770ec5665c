'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/** Issue 18: closed days (closures, the years whose holidays were added), and per booking the 1-hour reminder, the invitation's SEQUENCE and the time of the last move. */
class Migration20261124155231_booking_changes extends Migration {

  name = 'Migration20261124155231_booking_changes';

  async up() {
    this.addSql(`create table "closures" ("id" uuid not null, "from" date not null, "to" date not null, "reason_en" varchar(200) not null, "reason_km" varchar(200) not null, "source" varchar(10) not null, "created_by" varchar(254) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "closures_from_index" on "closures" ("from");`);
    this.addSql(`create index "closures_to_index" on "closures" ("to");`);

    this.addSql(`create table "holiday_seeds" ("year" int not null, "seeded_at" timestamptz not null, primary key ("year"));`);

    this.addSql(`alter table "bookings" add "hour_reminder_job_id" uuid null, add "sequence" smallint not null default 0, add "rescheduled_at" timestamptz null;`);

    this.addSql(`alter table "closures" add constraint "closures_to_after_from" check ("to" >= "from");`);
  }

  async down() {
    this.addSql(`drop table if exists "closures" cascade;`);
    this.addSql(`drop table if exists "holiday_seeds" cascade;`);

    this.addSql(`alter table "bookings" drop column "hour_reminder_job_id", drop column "sequence", drop column "rescheduled_at";`);
  }

}
exports.Migration20261124155231_booking_changes = Migration20261124155231_booking_changes;
