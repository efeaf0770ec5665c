/*
 * Every JSON endpoint under /api (SPEC §7 and the staff calls) is a
 * contract (contract.ts) in its feature's file here: contact.ts, newsletter.ts, booking.ts, chat.ts,
 * payments.ts, auth.ts, dashboard.ts, conversations.ts. To add an endpoint: declare it in its feature's
 * file and register it in the feature's `*.rest.ts` with `route(router, bookingApi.create, operation)`,
 * the operation its GraphQL resolver performs too. The web app itself talks GraphQL only (generated
 * hooks, docs/ARCHITECTURE.md); these paths are for partners, e-mail links and scripts. A `paged`
 * list takes `pageQuerySchema`'s `?limit=&offset=`. Pages (cancel and unsubscribe links, /api/login, /api/callback, /api/logout) and
 * the Stripe webhook are not JSON calls and stay plain routes.
 */
export * from './contract.js';
export * from './page.js';
export * from './views.js';
export * from './contact.js';
export * from './newsletter.js';
export * from './booking.js';
export * from './chat.js';
export * from './payments.js';
export * from './auth.js';
export * from './dashboard.js';
export * from './conversations.js';
