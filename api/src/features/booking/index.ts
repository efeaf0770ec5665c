// The booking feature's public entry: what other features may use (lint: local/feature-boundaries).
export { Booking } from './booking.entity.js';
