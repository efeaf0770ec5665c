// The auth feature's public entry: what other features may use (lint: local/feature-boundaries).
export { assertRole, requireRole, staffName, type Role, type SessionUser } from './user.js';
