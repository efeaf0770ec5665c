// The abuse feature's public entry: what other features may use (lint: local/feature-boundaries).
export { RATE_LIMITS, RateLimits } from './rate-limits.js';
