'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261122004011_contact_and_newsletter extends Migration {

  name = 'Migration20261122004011_contact_and_newsletter';

  async up() {
    this.addSql(`create table "contact_submissions" ("id" uuid not null, "name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(30) null, "service" varchar(40) not null, "message" text not null, "language" varchar(2) not null, "status" varchar(20) not null default 'new', "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "contact_submissions_created_at_index" on "contact_submissions" ("created_at");`);

    this.addSql(`create table "newsletter_subscriptions" ("id" uuid not null, "email" varchar(254) not null, "name" varchar(100) null, "language" varchar(2) not null, "status" varchar(20) not null default 'pending', "subscribed_at" timestamptz not null, "confirmed_at" timestamptz null, "unsubscribed_at" timestamptz null, "confirm_nonce" varchar(64) null, primary key ("id"));`);
    this.addSql(`alter table "newsletter_subscriptions" add constraint "newsletter_subscriptions_email_unique" unique ("email");`);

    // Written by rate-limiter-flexible (per-IP budgets shared by every instance); its own layout.
    this.addSql(`create table "rate_limits" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`);
  }

  async down() {
    this.addSql(`drop table if exists "contact_submissions" cascade;`);
    this.addSql(`drop table if exists "newsletter_subscriptions" cascade;`);
    this.addSql(`drop table if exists "rate_limits";`);
  }

}
exports.Migration20261122004011_contact_and_newsletter = Migration20261122004011_contact_and_newsletter;
