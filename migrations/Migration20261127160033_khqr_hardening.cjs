'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * KHQR that cannot be stalled (issue 33): a code's riel amount when paid in KHR, the problem with money
 * that arrived wrong (flagged for staff), and the pseudonym of the buyer's network that the cap on
 * pending codes per visitor counts (indexed with provider and status for that count).
 */
class Migration20261127160033_khqr_hardening extends Migration {

  name = 'Migration20261127160033_khqr_hardening';

  async up() {
    this.addSql(`alter table "orders" add "amount_khr" int null, add "payment_problem" varchar(500) null, add "requester_key" varchar(32) null;`);
    this.addSql(`create index "orders_provider_status_requester_key_index" on "orders" ("provider", "status", "requester_key");`);
  }

  async down() {
    this.addSql(`drop index "orders_provider_status_requester_key_index";`);
    this.addSql(`alter table "orders" drop column "amount_khr", drop column "payment_problem", drop column "requester_key";`);
  }

}
exports.Migration20261127160033_khqr_hardening = Migration20261127160033_khqr_hardening;
