// The booking feature's public entry: what other features may use (lint: local/feature-boundaries).
export { bookingFeature } from './booking.feature.js';
export { Booking } from './booking.entity.js';
