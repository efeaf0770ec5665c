// The contact feature's public entry: what other features may use (lint: local/feature-boundaries).
export { ContactSubmission } from './contact.entity.js';
