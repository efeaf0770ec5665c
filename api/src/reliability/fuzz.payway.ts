import fc from 'fast-check';
import { body, email, get, gql, json, language, type EntryPoint } from './fuzz.arbitraries.js';

/**
 * ABA PayWay's entry points (issue 33): its checkout (REST and GraphQL), PayWay's pushback (a hint: any
 * JSON at all, answered 200 or 400), the cancel link, and the admins' refund and reconciliation calls.
 */
const paywayCheckout = body(
  { package: fc.constantFrom('starter', 'professional', 'enterprise'), email: fc.emailAddress(), language },
  { package: fc.string(), email, language, amount: fc.integer(), currency: fc.string(), hash: fc.string() },
);

export const PAYWAY_ENTRY_POINTS: EntryPoint[] = [
  { name: 'POST /api/payway-payments', request: json('/api/payway-payments', paywayCheckout), table: 'orders' },
  {
    name: 'GraphQL createPaywayPayment',
    request: gql(
      'mutation($input: CheckoutInput!) { createPaywayPayment(input: $input) { orderId tranId fields { name value } } }',
      fc.record({ input: paywayCheckout }, { requiredKeys: [] }),
    ),
    table: 'orders',
  },
  {
    name: 'POST /api/payway/pushback',
    request: json(
      '/api/payway/pushback',
      fc.oneof(
        fc.record(
          {
            tran_id: fc.oneof(fc.stringMatching(/^[0-9a-f]{20}$/), fc.string({ maxLength: 40 }), fc.integer()),
            apv: fc.string(),
            status: fc.oneof(fc.constantFrom('0', '3'), fc.string()),
            return_params: fc.string(),
          },
          { requiredKeys: [] },
        ),
        fc.jsonValue(),
      ),
    ),
  },
  {
    name: 'GET /api/payway/cancel',
    request: get('/api/payway/cancel', { order: fc.oneof(fc.uuid(), fc.string()) }),
  },
  {
    name: 'POST /api/admin/orders/:id/refunds',
    admin: true,
    request: fc
      .tuple(
        fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent)),
        fc.oneof(
          fc.record(
            {
              amountCents: fc.oneof(fc.integer(), fc.double(), fc.string()),
              reason: fc.string({ maxLength: 600 }),
              idempotencyKey: fc.oneof(fc.uuid(), fc.string({ maxLength: 120 })),
              bankReference: fc.oneof(fc.string({ maxLength: 120 }), fc.constant(null)),
            },
            { requiredKeys: [] },
          ),
          fc.jsonValue(),
        ),
      )
      .map(([id, value]) => ({
        method: 'POST',
        path: `/api/admin/orders/${id}/refunds`,
        body: JSON.stringify(value),
      })),
  },
];
