import { expect, test } from '@playwright/test';

// How an app page comes alive after its prerendered HTML has painted (web/src/main.tsx, app/boot.ts).
// What it costs a slow phone is measured by `npm run lighthouse`, not here.
test('an app page hydrates onto its prerendered styles without adding them a second time', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const response = await page.goto('/booking');
  // Marked as placed, so Emotion does not move them around <head> (a restyle of the whole page).
  const html = await response!.text();
  const tags = html.match(/<style[^>]*data-emotion="css [^"]+"[^>]*>/g) ?? [];
  expect(tags).toHaveLength(1);
  const [tag = ''] = tags;
  expect(tag).toContain('data-s=""');
  const ids = (/data-emotion="css ([^"]+)"/.exec(tag)?.[1] ?? '').split(' ');
  expect(ids.length).toBeGreaterThan(20);

  // React runs the booking form once the app has evaluated in its stages and hydrated.
  await expect(page.locator('form[data-live]').first()).toBeAttached();
  const counts = await page.evaluate((classIds) => {
    const selectors = Array.from(document.styleSheets).flatMap((sheet) =>
      Array.from(sheet.cssRules).map((rule) => (rule as CSSStyleRule).selectorText ?? ''),
    );
    return classIds.map((id) => selectors.filter((selector) => selector === `.css-${id}`).length);
  }, ids);
  // Every class the server rendered has its rule exactly once: the app knew they were there.
  expect(counts.filter((count) => count > 1)).toEqual([]);
  expect(counts.filter((count) => count === 1).length).toBeGreaterThan(20);
  expect(errors).toEqual([]);
});
