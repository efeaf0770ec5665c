import { createHmac } from 'node:crypto';
import { defineFeature } from '../../feature.js';
import { addressKey } from '../../rate-limits/index.js';
import { alertsFeature } from '../alerts/index.js';
import { mailFeature } from '../mail/index.js';
import { settingsFeature } from '../settings/index.js';
import { Order, OrderRefund, ProviderOutage } from './payments.entity.js';
import { OrderLedger } from './payments.ledger.js';
import { paymentsOperations } from './payments.operations.js';
import { Reconciliation } from './payments.reconcile.js';
import { OrderRefunds } from './payments.refunds.js';
import { ProviderOutages } from './payments.outages.js';
import { PaymentsResolver } from './payments.resolver.js';
import { paymentsRoutes } from './payments.rest.js';
import { PaymentsService } from './payments.service.js';
import { OrderUpdates } from './payments.updates.js';

/**
 * Orders of the fixed-price packages, whoever takes the money: the checkout's order, its status (live
 * to the checkout page), the ledger that makes it paid once, provider outages, and the staff views.
 * Each payment provider is a feature of its own (payments/khqr, payments/stripe) listed after this one:
 * it registers its adapter with `payments.register(provider)` and adds its checkout operation.
 */
export const paymentsFeature = defineFeature({
  name: 'payments',
  entities: [Order, OrderRefund, ProviderOutage],
  resolvers: [PaymentsResolver],
  async start({ config, orm, jobs, rateLimits, events, log, use, onStop }) {
    const { mail, staffEmail } = use(mailFeature);
    const { settings } = use(settingsFeature);
    const updates = new OrderUpdates(events);
    const ledger = new OrderLedger(
      orm,
      { mail, alerts: use(alertsFeature).alerts },
      { publicUrl: config.publicUrl, staffEmail },
      updates,
      log,
      async (id, tx) => (await settings.package(id, tx))?.name,
    );
    const outages = new ProviderOutages(orm, mail, log);
    // A keyed hash of the visitor's network (IPv4 address, IPv6 /64): countable, not the address.
    const requesterKey = (ip: string) =>
      createHmac('sha256', config.sessionSecret)
        .update(`order-requester:${addressKey(ip)}`)
        .digest('hex')
        .slice(0, 32);
    // Checkout charges the price the site settings have now (whole dollars, in cents).
    const prices = async (id: string) => ((await settings.package(id))?.price ?? 0) * 100;
    const payments = new PaymentsService(orm, rateLimits, updates, log, requesterKey, prices);
    const refunds = new OrderRefunds(orm, payments, ledger, mail, log);
    const reconciliation = new Reconciliation(orm, payments, ledger, log);
    onStop('orders reconciliation', await reconciliation.schedule(jobs, config.businessTimezone));
    const operations = paymentsOperations(payments, refunds, reconciliation, orm);
    return {
      exports: { payments, ledger, outages, staffEmail },
      resolvers: [new PaymentsResolver(operations)],
      api: (router) => paymentsRoutes(router, operations),
      afterStart: async () => {
        if ((await payments.methods()).methods.length === 0)
          log.info('no online payment method: checkout explains it and offers other ways to pay');
      },
    };
  },
});
