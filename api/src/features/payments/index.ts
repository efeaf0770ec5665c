// The payments feature's public entry: what other features may use (lint: local/feature-boundaries).
export { paymentsFeature } from './payments.feature.js';
export { khqrFeature } from './khqr/khqr.feature.js';
export { stripeFeature } from './stripe/stripe.feature.js';
export { paywayFeature } from './payway/payway.feature.js';
export { Order } from './payments.entity.js';
