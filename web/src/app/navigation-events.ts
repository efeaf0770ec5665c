/** The part of the Navigation API's NavigateEvent read here (TypeScript's DOM types do not have it yet). */
interface NavigateEvent extends Event {
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  readonly destination: { readonly url: string };
}

const navigationOf = (target: Window): EventTarget | undefined =>
  (target as Window & { navigation?: EventTarget }).navigation;

/**
 * Calls `callback` whenever a navigation starts, through the Navigation API's `navigate` event, which
 * the browser fires for React Router's history.pushState and replaceState (before the router renders
 * the next page in a transition) and for back and forward. Not for the router's own bookkeeping at
 * start-up: a replaceState that keeps the address (a replacing navigation to the address the page
 * already has changes nothing on screen either). Returns a function that stops it, or undefined where
 * the browser has no Navigation API (Safari before 26.2, Firefox before 147): there no public API tells
 * of pushState, and the caller decides what to do without it.
 */
export function onNavigation(callback: () => void, target: Window = window): (() => void) | undefined {
  const navigation = navigationOf(target);
  if (!navigation) return undefined;
  const listener = (event: Event) => {
    const { navigationType, destination } = event as NavigateEvent;
    if (navigationType === 'replace' && destination.url === target.location.href) return;
    callback();
  };
  navigation.addEventListener('navigate', listener);
  return () => navigation.removeEventListener('navigate', listener);
}
