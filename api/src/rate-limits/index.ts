// Per-address budgets (infrastructure every feature and both doors use): RateLimits and their table.
export { RATE_LIMITS, RateLimits } from './rate-limits.js';
export { addressKey } from './client-address.js';
