import { useEffect, useState } from 'react';

export type AdminList<T> = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; rows: T[] };

/**
 * GET an admin array with the visitor's cookies (SPEC §7), once, no retry. A non-OK answer becomes an
 * Error whose message is `${status}: ${body text or status text}` (SPEC §8), so a 403 can be told apart.
 */
export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'include', headers: { accept: 'application/json' } });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return (await response.json()) as T;
}

/** Fetches `path` once `enabled` (the dialog is open); the dialog mounts afresh at each opening. */
export function useAdminList<T>(path: string, enabled: boolean): [AdminList<T>, (update: (rows: T[]) => T[]) => void] {
  const [state, setState] = useState<AdminList<T>>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    getJson<T[]>(path).then(
      (rows) => active && setState({ status: 'ready', rows: Array.isArray(rows) ? rows : [] }),
      (error: unknown) =>
        active && setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      active = false;
    };
  }, [path, enabled]);
  const update = (change: (rows: T[]) => T[]) =>
    setState((current) => (current.status === 'ready' ? { status: 'ready', rows: change(current.rows) } : current));
  return [state, update];
}

/** Did the call answer 403 (signed in without the admin role)? SPEC §6 shows Access Denied then. */
export const isForbidden = (list: AdminList<unknown>) =>
  list.status === 'error' && list.error.message.startsWith('403');
