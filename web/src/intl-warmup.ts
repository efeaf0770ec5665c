/**
 * A worker the boot script starts once the page has painted (app/boot.ts): it makes the browser load
 * its internationalisation data (ICU) on a thread of its own.
 *
 * The first `Intl` object a page creates loads that data, whatever its kind or locale: 20-35 ms on a
 * fast machine, a long task of 100-150 ms on a phone, on the main thread, just as the app starts (the
 * booking page's office times, the footer's office line). ICU's data and caches belong to the browser
 * process, not to a thread: once this worker has created its formatters, the page's first formatter
 * takes well under a millisecond. The office's zone comes as the URL's fragment.
 *
 * A classic worker script: no imports (the prerender checks that the built file has none).
 */
const requested = decodeURIComponent(self.location.hash.slice(1));
const sample = Date.UTC(2026, 0, 1, 9, 30);

for (const locale of ['en-US', 'km']) {
  for (const timeZone of [requested || 'UTC', undefined]) {
    try {
      new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(sample);
      new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(
        sample,
      );
    } catch {
      // An unknown zone: the page reports it itself.
    }
  }
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
  new Intl.PluralRules(locale).select(1);
}
self.close();
