'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261122012614_payments extends Migration {

  name = 'Migration20261122012614_payments';

  async up() {
    this.addSql(`create table "orders" ("id" uuid not null, "package" varchar(20) not null, "amount_cents" int not null, "currency" varchar(3) not null, "status" varchar(10) not null default 'pending', "customer_email" varchar(254) null, "stripe_payment_intent_id" varchar(255) null, "language" varchar(2) not null, "created_at" timestamptz not null, "paid_at" timestamptz null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "orders" add constraint "orders_stripe_payment_intent_id_unique" unique ("stripe_payment_intent_id");`);
    this.addSql(`create index "orders_created_at_index" on "orders" ("created_at");`);

    this.addSql(`create table "stripe_events" ("id" varchar(255) not null, "type" varchar(100) not null, "payment_intent_id" varchar(255) null, "processed_at" timestamptz not null, primary key ("id"));`);
  }

  async down() {
    this.addSql(`drop table if exists "orders" cascade;`);
    this.addSql(`drop table if exists "stripe_events" cascade;`);
  }

}
exports.Migration20261122012614_payments = Migration20261122012614_payments;
