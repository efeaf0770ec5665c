// The contact feature's public entry: what other features may use (lint: local/feature-boundaries).
export { CONTACT_STATUSES, ContactSubmission, type ContactStatus } from './contact.entity.js';
