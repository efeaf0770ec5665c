'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
const { Migration } = require('@mikro-orm/migrations');

class Migration20261203080136_newsletter_confirmation_sent_at extends Migration {

  name = 'Migration20261203080136_newsletter_confirmation_sent_at';

  async up() {
    this.addSql(`alter table "newsletter_subscriptions" add "confirmation_sent_at" timestamptz null;`);
  }

  async down() {
    this.addSql(`alter table "newsletter_subscriptions" drop column "confirmation_sent_at";`);
  }

}
exports.Migration20261203080136_newsletter_confirmation_sent_at = Migration20261203080136_newsletter_confirmation_sent_at;
