'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * Refunds (admins, from the orders view): one row per refund, its idempotency key unique (the same form
 * sent twice is one refund); the order keeps what was sent back (never above what was paid), and its
 * status grows longer values (refunded, partially_refunded).
 */
class Migration20261127162049_order_refunds extends Migration {

  name = 'Migration20261127162049_order_refunds';

  async up() {
    this.addSql(`create table "order_refunds" ("id" uuid not null, "order_id" uuid not null, "amount_cents" int not null, "reason" varchar(500) not null, "status" varchar(10) not null, "idempotency_key" varchar(100) not null, "provider_reference" varchar(255) null, "failure" varchar(500) null, "requested_by" varchar(254) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "order_refunds_order_id_index" on "order_refunds" ("order_id");`);
    this.addSql(`alter table "order_refunds" add constraint "order_refunds_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(`alter table "orders" add "refunded_cents" int not null default 0;`);
    this.addSql(`alter table "orders" alter column "status" type varchar(20) using ("status"::varchar(20));`);
  }

  async down() {
    this.addSql(`drop table if exists "order_refunds" cascade;`);

    this.addSql(`alter table "orders" drop column "refunded_cents";`);
    this.addSql(`alter table "orders" alter column "status" type varchar(10) using ("status"::varchar(10));`);
  }

}
exports.Migration20261127162049_order_refunds = Migration20261127162049_order_refunds;
