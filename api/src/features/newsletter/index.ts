// The newsletter feature's public entry: what other features may use (lint: local/feature-boundaries).
export { newsletterFeature } from './newsletter.feature.js';
export { NewsletterSubscription } from './newsletter.entity.js';
