// The mail feature's public entry: what other features may use (lint: local/feature-boundaries).
export { LANGUAGE_DETAIL, renderEmail, type EmailContent, type Said } from './mail.layout.js';
export { MailQueue } from './mail.queue.js';
export type { MailMessage } from './mail.types.js';
export { mailFeature } from './mail.feature.js';
