/** SPEC §3 "Return-to path": where a protected page sends the visitor back after sign-in. */
export const RETURN_TO_KEY = 'returnTo';

export function saveReturnTo(path: string): void {
  try {
    sessionStorage.setItem(RETURN_TO_KEY, path);
  } catch {
    // Storage disabled: after sign-in the visitor lands on the dashboard instead.
  }
}

export function readReturnTo(): string | null {
  try {
    return sessionStorage.getItem(RETURN_TO_KEY);
  } catch {
    return null;
  }
}

export function clearReturnTo(): void {
  try {
    sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // nothing stored
  }
}

/** Only a path of this site: `/x`, never `//host` or a full URL (the value could have been planted). */
export const isSitePath = (path: string | null): path is string =>
  !!path && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

/** Full-page navigations to the server's sign-in routes (replaceable in tests). */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export const LOGIN_URL = '/api/login';
