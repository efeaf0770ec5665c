// The contact feature's public entry: what other features may use (lint: local/feature-boundaries).
export { contactFeature } from './contact.feature.js';
export { ContactSubmission } from './contact.entity.js';
