export * from './zones.js';
export * from './slots.js';
export * from './format.js';
export * from './calendar-links.js';
export * from './meeting.js';
