'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/**
 * An order that does not add up with its provider (money of another amount or currency, paid here but
 * not there) says so, for staff: found by the checks and the daily reconciliation, reported at once.
 */
class Migration20261127165239_order_problems extends Migration {

  name = 'Migration20261127165239_order_problems';

  async up() {
    this.addSql(`alter table "orders" add "problem" varchar(500) null;`);
  }

  async down() {
    this.addSql(`alter table "orders" drop column "problem";`);
  }

}
exports.Migration20261127165239_order_problems = Migration20261127165239_order_problems;
