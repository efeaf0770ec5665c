import { defineFeature } from '../../../feature.js';
import { paymentsFeature } from '../payments.feature.js';
import { BakongClient } from './bakong.client.js';
import { khqrCheckout, khqrRoutes } from './khqr.checkout.js';
import { KhqrChecks } from './khqr.checks.js';
import { readKhqrSettings } from './khqr.config.js';
import { KhqrProvider } from './khqr.provider.js';
import { KhqrResolver } from './khqr.resolver.js';

/**
 * KHQR (Bakong), Cambodia's national QR code, as a payment provider: a dynamic code per order, checked
 * with Bakong by the server until paid or expired. Off (its API answers 503) without KHQR_ACCOUNT_ID
 * and BAKONG_API_TOKEN.
 */
export const khqrFeature = defineFeature({
  name: 'khqr',
  settings: readKhqrSettings,
  resolvers: [KhqrResolver],
  async start({ settings, orm, jobs, log, use, onStop }) {
    const { payments, ledger, outages, staffEmail } = use(paymentsFeature);
    const { khqr } = settings;
    let provider: KhqrProvider | undefined;
    if (khqr) {
      const bakong = new BakongClient(khqr);
      provider = new KhqrProvider(khqr, bakong, outages);
      // Stopped before the job queue and the mail worker: a check in flight may still queue a receipt.
      const checks = await KhqrChecks.start(jobs, {
        orm,
        provider,
        bakong,
        ledger,
        outages,
        settings: khqr,
        staffEmail,
        log,
      });
      provider.watchWith(checks);
      onStop('KHQR checks', () => checks.stop());
      payments.register(provider);
      const { accountId, merchantName, merchantCity, expiryMs, checkMs } = khqr;
      log.info(
        { accountId, merchantName, merchantCity, expiryMinutes: expiryMs / 60_000, checkSeconds: checkMs / 1000 },
        'KHQR payments on: codes confirmed by the server with Bakong',
      );
    }
    const checkout = khqrCheckout(payments, provider, khqr?.khrPerUsd);
    return {
      resolvers: [new KhqrResolver(checkout)],
      api: (router) => khqrRoutes(router, checkout),
    };
  },
});
