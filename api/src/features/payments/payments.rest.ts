import express, { Router } from 'express';
import { paymentsApi } from '@site/common';
import { pagedRoute, route } from '../../http/contract-route.js';
import { requestLanguage } from '../../language.js';
import { csvExport } from '../../shared/csv.js';
import type { PaymentsService } from './payments.service.js';
import type { StripeWebhooks } from './stripe/stripe.webhook.js';

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

/**
 * Checkout (SPEC §7's create-payment-intent for cards, /api/khqr-payments for KHQR), the methods on
 * offer, the return page's status and the staff list of orders (behind adminOnly; `?format=csv`).
 */
export function paymentsRouter(payments: PaymentsService): Router {
  const router = Router();

  route(router, paymentsApi.methods, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    return payments.methods();
  });

  route(router, paymentsApi.createPaymentIntent, (req, res) => {
    res.set('Cache-Control', 'no-store');
    const language = requestLanguage(req.body?.language, req.headers);
    return payments.createPaymentIntent(req.body, { ip: req.ip ?? '', language });
  });

  route(router, paymentsApi.createKhqrPayment, (req, res) => {
    res.set('Cache-Control', 'no-store');
    const language = requestLanguage(req.body?.language, req.headers);
    return payments.createKhqrPayment(req.body, { ip: req.ip ?? '', language });
  });

  route(router, paymentsApi.orderStatus, (req, res) => {
    res.set('Cache-Control', 'no-store');
    return payments.orderStatus({ order: req.query.order, payment_intent: req.query.payment_intent });
  });

  // Staff (behind adminOnly): the orders, searched and paged, as a spreadsheet, and one order.
  csvExport(router, paymentsApi.orders, 'orders', (query) => payments.ordersCsv(query));
  pagedRoute(router, paymentsApi.orders, (req) => payments.listOrders(req.query));
  route(router, paymentsApi.order, (req) => payments.order(req.params.id));

  return router;
}
