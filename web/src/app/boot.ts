/**
 * The inline script at the end of every prerendered page that loads the app's JavaScript.
 *
 * The page is complete HTML: nothing on it waits for JavaScript, which only makes it interactive
 * (hydration). So the scripts are requested once the browser has painted the page (its first
 * contentful paint), not from <head>: on a slow phone the HTML, the critical CSS and the font files
 * then have the connection to themselves, and the first paint never waits for script. A hidden page
 * (background tab, prerendering) paints nothing and starts at once; a browser without paint timing
 * starts after its first animation frame; and a safety timer starts anyway should no paint be seen.
 *
 * Plain ES5 in a string: it runs before any bundle, and the server allows it by its hash (CSP).
 */
const BOOT = `(function (entry, preload) {
  var d = document, started = false;
  function start() {
    if (started) return;
    started = true;
    var tags = d.createDocumentFragment();
    for (var i = 0; i < preload.length; i++) {
      var link = d.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[i];
      tags.appendChild(link);
    }
    var script = d.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    tags.appendChild(script);
    d.head.appendChild(tags);
  }
  var later = function () { setTimeout(start, 0); };
  var P = window.PerformanceObserver;
  if (d.visibilityState === 'hidden') return start();
  d.addEventListener('visibilitychange', start);
  setTimeout(start, SAFETY_MS);
  if (P && (P.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new P(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      later();
    }).observe({ type: 'paint', buffered: true });
  } else if (window.requestAnimationFrame) {
    requestAnimationFrame(later);
  } else {
    later();
  }
})`;

/** Starts the scripts after this long even when no paint was reported. */
export const BOOT_SAFETY_MS = 3000;

/**
 * The source of the boot script: `entry` is the app's module script, `preload` the modules it and
 * the page import (requested together with it as modulepreload, so they do not load one by one).
 */
export function bootScript(entry: string, preload: readonly string[]): string {
  // JSON in a <script> element: '<' is escaped so no value can close the element.
  const args = JSON.stringify([entry, preload]).slice(1, -1).replace(/</g, '\\u003c');
  const source = BOOT.replace('SAFETY_MS', String(BOOT_SAFETY_MS)).replace(/\n\s*/g, ' ');
  return `${source}(${args});`;
}
