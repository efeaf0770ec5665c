import { useEffect, useState } from 'react';

/** GET /api/auth/user: the User of SPEC §3 plus its id, picture and role. */
export interface AuthUser {
  id?: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  profileImageUrl?: string | null;
  role?: 'admin' | 'staff';
}

export type AuthState = { status: 'loading' } | { status: 'anonymous' } | { status: 'authenticated'; user: AuthUser };

let request: Promise<AuthState> | undefined;

/** GET /api/auth/user, once per page load and never retried (SPEC §4); any non-200 means anonymous. */
export function fetchAuthState(): Promise<AuthState> {
  request ??= fetchOnce();
  return request;
}

async function fetchOnce(): Promise<AuthState> {
  try {
    const response = await fetch('/api/auth/user', { credentials: 'include', headers: { accept: 'application/json' } });
    if (response.status !== 200) return { status: 'anonymous' };
    const user = (await response.json()) as AuthUser | null;
    return user ? { status: 'authenticated', user } : { status: 'anonymous' };
  } catch {
    // Offline, no fetch (tests), or not JSON: treat as signed out rather than breaking the header.
    return { status: 'anonymous' };
  }
}

/** For tests: forget the cached answer. */
export function resetAuthState(): void {
  request = undefined;
}

/**
 * The visitor's sign-in state. Starts as 'loading' on the server and during hydration, so the
 * prerendered HTML (neutral state) and the first client render agree.
 */
export function useAuthUser(): AuthState {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    void fetchAuthState().then((next) => active && setState(next));
    return () => {
      active = false;
    };
  }, []);
  return state;
}
