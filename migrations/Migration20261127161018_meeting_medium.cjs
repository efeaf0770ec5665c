'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/** Issue 35: how a booking's meeting happens (video, phone or office) and a video call's own link; earlier bookings are video calls whose link staff send. */
class Migration20261127161018_meeting_medium extends Migration {

  name = 'Migration20261127161018_meeting_medium';

  async up() {
    this.addSql(`alter table "bookings" add "meeting" varchar(10) not null default 'video', add "meeting_url" varchar(300) null;`);
  }

  async down() {
    this.addSql(`alter table "bookings" drop column "meeting", drop column "meeting_url";`);
  }

}
exports.Migration20261127161018_meeting_medium = Migration20261127161018_meeting_medium;
