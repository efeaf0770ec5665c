'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

/** btree_gist lets an exclusion constraint mix equality and range overlap (the booking guard). */
class Migration20261122000000_extensions extends Migration {

  name = 'Migration20261122000000_extensions';

  async up() {
    this.addSql(`create extension if not exists btree_gist;`);
  }

}
exports.Migration20261122000000_extensions = Migration20261122000000_extensions;
