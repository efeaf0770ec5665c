// The auth feature's public entry: what other features may use (lint: local/feature-boundaries).
export { authFeature } from './auth.feature.js';
export type { Role, SessionUser } from './user.js';
