'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * Orders know their payment provider (stripe or khqr) and the provider's reference: the Stripe
 * PaymentIntent column is renamed, not dropped, so every stored order keeps its reference. KHQR adds the
 * code's expiry, Bakong's transaction hash (unique: one payment pays one order) and the provider outages.
 */
class Migration20261124152933_payment_providers extends Migration {

  name = 'Migration20261124152933_payment_providers';

  async up() {
    this.addSql(`alter table "orders" rename column "stripe_payment_intent_id" to "provider_reference";`);
    this.addSql(`alter table "orders" rename constraint "orders_stripe_payment_intent_id_unique" to "orders_provider_reference_unique";`);
    this.addSql(`alter table "orders" add column "provider" varchar(10) not null default 'stripe', add column "provider_transaction_id" varchar(255) null, add column "expires_at" timestamptz null;`);
    this.addSql(`alter table "orders" add constraint "orders_provider_transaction_id_unique" unique ("provider_transaction_id");`);

    this.addSql(`create table "payment_provider_outages" ("provider" varchar(10) not null, "refused_since" timestamptz not null, "reason" varchar(500) not null, primary key ("provider"));`);
  }

  async down() {
    this.addSql(`drop table if exists "payment_provider_outages" cascade;`);
    this.addSql(`alter table "orders" drop constraint "orders_provider_transaction_id_unique";`);
    this.addSql(`alter table "orders" drop column "provider", drop column "provider_transaction_id", drop column "expires_at";`);
    this.addSql(`alter table "orders" rename constraint "orders_provider_reference_unique" to "orders_stripe_payment_intent_id_unique";`);
    this.addSql(`alter table "orders" rename column "provider_reference" to "stripe_payment_intent_id";`);
  }

}
exports.Migration20261124152933_payment_providers = Migration20261124152933_payment_providers;
