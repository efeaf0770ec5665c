import type { AuthProviderResponse, SessionUser } from '@site/common';
import { publicOperation, staffOperation } from '../../operation.js';

/** What the sign-in state of the web app and the sign-in button read. */
export function authOperations(providerName: string) {
  return {
    /** The signed-in user, or null for a visitor (GraphQL `me`). */
    currentUser: publicOperation('currentUser', (_input: void, caller): SessionUser | null => caller.user ?? null),
    /** The signed-in user; 401 for a visitor (SPEC §7 GET /api/auth/user). */
    signedInUser: staffOperation('signedInUser', (_input: void, caller): SessionUser => caller.user),
    /** The label of the sign-in button (OIDC_PROVIDER_NAME). */
    provider: publicOperation('authProvider', (): AuthProviderResponse => ({ name: providerName })),
  };
}

export type AuthOperations = ReturnType<typeof authOperations>;
