'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261127234940_booking_calendar_event_in extends Migration {

  name = 'Migration20261127234940_booking_calendar_event_in';

  async up() {
    this.addSql(`alter table "bookings" add "calendar_event_in" uuid null;`);
  }

  async down() {
    this.addSql(`alter table "bookings" drop column "calendar_event_in";`);
  }

}
exports.Migration20261127234940_booking_calendar_event_in = Migration20261127234940_booking_calendar_event_in;
