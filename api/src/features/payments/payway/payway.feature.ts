import { defineFeature } from '../../../feature.js';
import { paymentsFeature } from '../payments.feature.js';
import { PaywayChecks } from './payway.checks.js';
import { paywayCheckout, paywayRoutes } from './payway.checkout.js';
import { PaywayClient } from './payway.client.js';
import { readPaywaySettings } from './payway.config.js';
import { PaywayProvider } from './payway.provider.js';
import { PaywayResolver } from './payway.resolver.js';

/**
 * ABA PayWay (card, ABA PAY, Alipay, WeChat Pay) as a payment provider: a signed Purchase form per
 * order, posted by the browser to PayWay's hosted checkout; paid only on Check Transaction's word,
 * asked on PayWay's pushback and on a schedule. Off (its API answers 503) without PAYWAY_MERCHANT_ID
 * and PAYWAY_API_KEY.
 */
export const paywayFeature = defineFeature({
  name: 'payway',
  settings: readPaywaySettings,
  resolvers: [PaywayResolver],
  async start({ config, settings, orm, jobs, log, use, onStop }) {
    const { payments, ledger, outages, staffEmail } = use(paymentsFeature);
    const { payway } = settings;
    let provider: PaywayProvider | undefined;
    let checks: PaywayChecks | undefined;
    if (payway) {
      const client = new PaywayClient(payway);
      provider = new PaywayProvider(payway, client, outages, config.publicUrl, log);
      checks = await PaywayChecks.start(jobs, {
        orm,
        provider,
        client,
        ledger,
        outages,
        settings: payway,
        staffEmail,
        log,
      });
      provider.watchWith(checks);
      const started = checks;
      onStop('PayWay checks', () => started.stop());
      payments.register(provider);
      log.info(
        { merchantId: payway.merchantId, apiUrl: payway.apiUrl, refunds: Boolean(payway.rsaPublicKey) },
        'PayWay payments on: confirmed by the server with Check Transaction',
      );
    }
    const checkout = paywayCheckout(payments, provider);
    return {
      resolvers: [new PaywayResolver(checkout)],
      api: (router) => paywayRoutes(router, checkout, checks),
      // The checkout page posts the signed Purchase form to PayWay's host.
      ...(payway ? { checkoutFormActions: [new URL(payway.apiUrl).origin] } : {}),
    };
  },
});
