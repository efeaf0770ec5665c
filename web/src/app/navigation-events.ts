const listeners = new Set<() => void>();
let installed = false;

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** React Router's own mark of a history entry (`{ usr, key, idx }`). */
const entryKey = (state: unknown): unknown => (state as { key?: unknown } | null)?.key;

/**
 * Calls `callback` whenever the app navigates: React Router calls history.pushState, or replaceState
 * for a replacing navigation, then renders the next page in a transition; and on back/forward
 * (popstate). Not for the router's own bookkeeping at start-up (a replaceState that keeps the address
 * and the entry). Returns a function that stops it. History's two methods are wrapped once, on first use.
 */
export function onNavigation(callback: () => void): () => void {
  if (!installed && typeof window !== 'undefined') {
    installed = true;
    const { history } = window;
    const pushState = history.pushState;
    const replaceState = history.replaceState;
    history.pushState = function (this: History, ...args: Parameters<History['pushState']>) {
      pushState.apply(this, args);
      notify();
    };
    history.replaceState = function (this: History, ...args: Parameters<History['replaceState']>) {
      const before = { href: window.location.href, key: entryKey(this.state) };
      replaceState.apply(this, args);
      if (window.location.href !== before.href || entryKey(args[0]) !== before.key) notify();
    };
    window.addEventListener('popstate', notify);
  }
  listeners.add(callback);
  return () => listeners.delete(callback);
}
