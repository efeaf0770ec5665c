'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261127191158_order_problem_one_field extends Migration {

  name = 'Migration20261127191158_order_problem_one_field';

  async up() {
    // One field for what staff must look at: a payment that arrived wrong keeps its words.
    this.addSql(`update "orders" set "problem" = "payment_problem" where "problem" is null and "payment_problem" is not null;`);
    this.addSql(`alter table "orders" drop column "payment_problem";`);
  }

  async down() {
    this.addSql(`alter table "orders" add "payment_problem" varchar(500) null;`);
  }

}
exports.Migration20261127191158_order_problem_one_field = Migration20261127191158_order_problem_one_field;
