import express, { Router } from 'express';
import { requestLanguage } from '../../language.js';
import { requireRole } from '../auth/index.js';
import type { PaymentsService } from './payments.service.js';
import type { StripeWebhooks } from './payments.webhook.js';

/** Stripe's events are small; anything bigger is not from Stripe. */
const WEBHOOK_BODY_LIMIT = '256kb';

/**
 * POST /api/stripe/webhook with the raw body its signature covers. Mount it before any JSON parser:
 * a re-serialised body would never match the signature.
 */
export function stripeWebhookRouter(webhooks: StripeWebhooks): Router {
  const router = Router();
  router.post('/stripe/webhook', express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const outcome = await webhooks.handle(body, req.get('stripe-signature'));
    res.json({ received: true, outcome });
  });
  return router;
}

/** POST /api/create-payment-intent (SPEC §7), the return page's status and the staff list of orders. */
export function paymentsRouter(payments: PaymentsService): Router {
  const router = Router();

  router.post('/create-payment-intent', async (req, res) => {
    const language = requestLanguage(req.body?.language, req.headers);
    res.set('Cache-Control', 'no-store');
    res.json(await payments.createPaymentIntent(req.body, { ip: req.ip ?? '', language }));
  });

  // Public and read-only: the payment intent id is the visitor's own reference from the return URL.
  router.get('/orders/status', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await payments.orderStatus(req.query.payment_intent));
  });

  router.get('/admin/orders', requireRole('admin'), async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await payments.listOrders());
  });

  return router;
}
