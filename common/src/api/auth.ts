import { contract, type NoInput } from './contract.js';
import type { AuthProviderResponse, SessionUser } from './views.js';

export const authApi = {
  /** The signed-in user; 401 for anonymous visitors (SPEC §7). */
  user: contract<NoInput, SessionUser>({ method: 'GET', path: '/api/auth/user', status: 200 }),
  provider: contract<NoInput, AuthProviderResponse>({ method: 'GET', path: '/api/auth/provider', status: 200 }),
};
