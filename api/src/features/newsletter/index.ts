// The newsletter feature's public entry: what other features may use (lint: local/feature-boundaries).
export { NewsletterSubscription } from './newsletter.entity.js';
