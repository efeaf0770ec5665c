// The auth feature's public entry: what other features may use (lint: local/feature-boundaries).
export { useAuthUser, type AuthUser } from './hooks/useAuthUser';
export { ProtectedRoute } from './components/ProtectedRoute';
