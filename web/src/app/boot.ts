import { RELOADED_FOR_KEY } from './new-build';

/**
 * The inline script at the end of every prerendered page that loads the app's JavaScript.
 *
 * The page is complete HTML: nothing on it waits for JavaScript, which only makes it interactive.
 * Two kinds of page:
 * - App pages (booking, checkout, the dashboard: mode 'paint') hydrate at once. Their
 *   scripts are requested once the browser has painted the page (its first contentful paint), not
 *   from <head>: on a slow phone the HTML, the critical CSS and the fonts then have the connection to
 *   themselves. A hidden page starts at once, a browser without paint timing after its first
 *   animation frame, and a safety timer starts anyway should no paint be seen.
 * - Content pages (mode 'demand') load no React at all: their menus, FAQ and language toggle work
 *   through the small enhance entry (enhance.ts). `window.siteLoadApp()` loads the app when a
 *   visitor needs it (the chat, a form), and React then hydrates the page.
 *
 * On both, once the page has painted, a small worker (intl-warmup.ts) loads the browser's
 * internationalisation data on a thread of its own, so the page's first date or price formatter is
 * not a long task on the main thread. Starting it takes a phone a few milliseconds, so on an app page
 * the module links come in the tasks after it.
 *
 * On both, a form submitted before React runs it is held (not sent as a native GET with its fields
 * in the URL): the app is loaded, and the submit replayed once React runs the form and has adopted what
 * was typed (app/forms.tsx useLiveForm marks the form `data-live`).
 *
 * When the app's entry does not load, the page says so (#app-load-error), unless the file is gone from
 * the server (404: a new version was deployed since the page loaded): the page is then loaded again,
 * once (app/new-build.ts).
 *
 * Plain ES5 in a string (block comments only: its lines are joined): it runs before any bundle, and the
 * server allows it by its hash (CSP).
 */
/**
 * Message boxes that grow with their text (app/forms.tsx growingTextarea: textarea[data-grow]), by the
 * CSS property \`field-sizing\`, given from the CSSOM by the boot script: the W3C's Nu HTML checker, whose
 * CSS validator predates the property (Chromium 123, 2024), reports it as an error in a <style> element.
 */
export const GROWING_TEXTAREA_CSS =
  'textarea[data-grow]{field-sizing:content}textarea[data-grow]:placeholder-shown{field-sizing:fixed}';

const BOOT = `(function (entry, preload, mode, intl) {
  var d = document, w = window, started = false, warmed = false;
  try {
    var grow = new CSSStyleSheet();
    grow.replaceSync('${GROWING_TEXTAREA_CSS}');
    d.adoptedStyleSheets = d.adoptedStyleSheets.concat(grow);
  } catch (error) {}
  function warm() {
    if (warmed || !intl || !w.Worker) return false;
    warmed = true;
    var zone = d.querySelector('meta[name="business-time-zone"]');
    try {
      new w.Worker(intl + '#' + encodeURIComponent(zone ? zone.content : ''));
    } catch (error) {}
    return true;
  }
  function start() {
    if (started) return;
    started = true;
    var next = 0;
    function requestSome() {
      var tags = d.createDocumentFragment();
      for (var end = Math.min(next + PER_TASK, preload.length); next < end; next++) {
        var link = d.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = preload[next];
        tags.appendChild(link);
      }
      d.head.appendChild(tags);
      if (next < preload.length) setTimeout(requestSome, 0);
      else loadEntry();
    }
    if (warm()) setTimeout(requestSome, 0);
    else requestSome();
  }
  function loadEntry() {
    var script = d.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    script.onerror = function () {
      var failed = function () {
        var alert = d.getElementById('app-load-error');
        if (alert) alert.hidden = false;
        started = false;
        w.dispatchEvent(new Event('site:app-failed'));
      };
      /* A deploy since this page loaded: its entry is gone (404); the page again, once (new-build.ts). */
      var store = null;
      try { store = w.sessionStorage; } catch (error) {}
      if (!w.fetch || !store || navigator.onLine === false || store.getItem('${RELOADED_FOR_KEY}') === entry) return failed();
      w.fetch(entry, { method: 'HEAD', cache: 'no-store' }).then(function (answer) {
        if (answer.status !== 404) return failed();
        store.setItem('${RELOADED_FOR_KEY}', entry);
        w.location.reload();
      }, failed);
    };
    d.head.appendChild(script);
  }
  function live(form) {
    return form.hasAttribute('data-live');
  }
  if (!w.siteHoldsSubmits) d.addEventListener('submit', function (event) {
    var form = event.target, submitter = event.submitter, tries = 0;
    if (live(form)) return;
    event.preventDefault();
    if (form.getAttribute('aria-busy') === 'true') return;
    form.setAttribute('aria-busy', 'true');
    w.siteLoadApp();
    (function replay() {
      if (live(form)) {
        form.removeAttribute('aria-busy');
        return form.requestSubmit ? form.requestSubmit(submitter || null) : undefined;
      }
      if (++tries < 600) setTimeout(replay, 100);
      else form.removeAttribute('aria-busy');
    })();
  }, true);
  /* The app ran after all (a retry once back online): its earlier failure is no longer true. */
  w.addEventListener('site:app-ready', function () {
    var alert = d.getElementById('app-load-error');
    if (alert) alert.hidden = true;
  });
  w.siteHoldsSubmits = true;
  w.siteLoadApp = start;
  var first = mode === 'demand' ? warm : start;
  var later = function () { setTimeout(first, 0); };
  var P = w.PerformanceObserver;
  if (d.visibilityState === 'hidden') return first();
  d.addEventListener('visibilitychange', first);
  setTimeout(first, SAFETY_MS);
  if (P && (P.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new P(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      later();
    }).observe({ type: 'paint', buffered: true });
  } else if (w.requestAnimationFrame) {
    requestAnimationFrame(later);
  } else {
    later();
  }
})`;

/**
 * Module links added per task. Adding one costs a phone a few milliseconds (the request starts there
 * and then): 3 ms each with the CPU slowed four times on an idle page, 10-17 ms while the page is still
 * settling after its first paint, where four at once made tasks of 50-80 ms. Two stay well under 50.
 */
export const BOOT_LINKS_PER_TASK = 2;

/** Starts the scripts after this long even when no paint was reported. */
export const BOOT_SAFETY_MS = 3000;

export type BootMode = 'paint' | 'demand';

/**
 * The source of the boot script: `entry` is the app's module script, `preload` the modules it and
 * the page import (requested as modulepreload before it, so they do not load one by one; a few per
 * task, as adding ~40 links at once was a long task on a slow phone), `mode` when they load (see
 * above), `intlWarmup` the worker that loads the browser's Intl data once the page has painted.
 */
export function bootScript(
  entry: string,
  preload: readonly string[],
  mode: BootMode = 'paint',
  intlWarmup = '',
): string {
  // JSON in a <script> element: '<' is escaped so no value can close the element.
  const args = JSON.stringify([entry, preload, mode, intlWarmup]).slice(1, -1).replace(/</g, '\\u003c');
  const source = BOOT.replace('SAFETY_MS', String(BOOT_SAFETY_MS))
    .replace('PER_TASK', String(BOOT_LINKS_PER_TASK))
    .replace(/\n\s*/g, ' ');
  return `${source}(${args});`;
}
