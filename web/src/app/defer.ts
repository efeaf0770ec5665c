/** How long after the load event optional below-the-fold code waits before it loads by itself. */
const SETTLE_DELAY_MS = 4000;

/** Whether this page has settled already (a wait below has run its course). */
let settled = false;

/**
 * Runs `callback` once the page has settled: a few seconds after the load event, when the browser is
 * idle. The live office clock starts then, so a slow phone spends its first seconds on the page
 * itself; its slot starts it sooner when it nears the viewport. Asked again once the page has settled
 * (the footer, which hydrates then, starts the office line), it waits for the browser to be idle only,
 * not for the delay a second time. Always later, never during the call. Returns a cancel function.
 */
export function whenPageSettles(callback: () => void, delayMs = SETTLE_DELAY_MS): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  // Safari has no requestIdleCallback.
  const hasIdle = typeof window.requestIdleCallback === 'function';
  const run = () => {
    settled = true;
    callback();
  };
  const start = () => {
    timer = window.setTimeout(
      () => {
        if (hasIdle) idle = window.requestIdleCallback(run, { timeout: 2000 });
        else run();
      },
      settled ? 0 : delayMs,
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/** Calls `callback` when `element` comes within `margin` of the viewport; returns a cancel function. */
export function whenNearViewport(element: Element, callback: () => void, margin = '800px'): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        callback();
      }
    },
    { rootMargin: `${margin} 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
