'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * Booking in the chat (issue 34): each booking says where it was made ('form' or 'chat', shown to
 * staff), and each chat session's booking dialogue keeps its draft and how many bookings it made.
 */
class Migration20261127191532_chat_bookings extends Migration {

  name = 'Migration20261127191532_chat_bookings';

  async up() {
    this.addSql(`create table "chat_booking_dialogues" ("session" uuid not null, "draft" jsonb not null, "bookings" smallint not null default 0, "updated_at" timestamptz not null, primary key ("session"));`);

    this.addSql(`alter table "bookings" add "source" varchar(10) not null default 'form';`);
  }

  async down() {
    this.addSql(`drop table if exists "chat_booking_dialogues" cascade;`);

    this.addSql(`alter table "bookings" drop column "source";`);
  }

}
exports.Migration20261127191532_chat_bookings = Migration20261127191532_chat_bookings;
