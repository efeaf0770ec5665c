import { useEffect, useState } from 'react';
import { authApi, SIGNED_IN_COOKIE, type Json, type SessionUser } from '@site/common';
import { call } from '../../../app/api-client';

/** GET /api/auth/user: the User of SPEC §3 plus its id, picture and role (common/src/api). */
export type AuthUser = Json<SessionUser>;

export type AuthState = { status: 'loading' } | { status: 'anonymous' } | { status: 'authenticated'; user: AuthUser };

let request: Promise<AuthState> | undefined;

/**
 * Whether the browser holds the signed-in marker the server sets beside its session cookie (see
 * SIGNED_IN_COOKIE in common/). Without it there is no session to ask about.
 */
export function hasSignedInMarker(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

/**
 * The sign-in state, once per page load and never retried (SPEC §4): GET /api/auth/user, where any
 * non-200 means anonymous. A visitor without the signed-in marker is anonymous without a request, so
 * the browser has no 401 to report for every anonymous page view. The one call kept out of TanStack
 * Query (app/query.ts): the header of every page asks it, and content pages must not load that
 * library; this promise is its cache, for the page's lifetime.
 */
export function fetchAuthState(): Promise<AuthState> {
  request ??= fetchOnce();
  return request;
}

async function fetchOnce(): Promise<AuthState> {
  try {
    if (!hasSignedInMarker()) return { status: 'anonymous' };
    const user = await call(authApi.user, {});
    return user ? { status: 'authenticated', user } : { status: 'anonymous' };
  } catch {
    // A 401 (the session ended), offline, no fetch or no document (tests): signed out rather than a broken header.
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
