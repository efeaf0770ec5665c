export * from './messages.js';
export * from './fields.js';
export * from './contact.js';
export * from './newsletter.js';
export * from './booking.js';
export * from './payments.js';
export * from './chat-lead.js';
export * from './calendar.js';
