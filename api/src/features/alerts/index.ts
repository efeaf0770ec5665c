// The staff alerts feature's public entry: what other features may use (lint: local/feature-boundaries).
// A feature builds a StaffAlert from its row and calls `alerts.enqueue(tx, alert)` in the transaction
// that stores the row: one line per event (README "Staff alerts on Telegram").
export { StaffAlerts } from './alerts.queue.js';
export type { StaffAlert } from './alerts.types.js';
export { alertsFeature } from './alerts.feature.js';
export { inert, oneLine } from './alerts.render.js';
