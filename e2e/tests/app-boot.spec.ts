import { expect, test } from '@playwright/test';
import { FIELD_LABELS } from '@site/common';
import { text, waitForApp } from './support';

// How an app page comes alive after its prerendered HTML has painted (web/src/main.tsx, app/boot.ts).
// What it costs a slow phone is measured by `npm run lighthouse`, not here.
test('an app page hydrates onto its prerendered styles without adding or moving them', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  // Every style element taken out of the document while the app starts: Emotion re-inserting a
  // server-rendered one (even in its own place) makes the browser parse the page's CSS and restyle
  // every element again.
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedStyles: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.removedNodes))
          if (node instanceof HTMLStyleElement) removed.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto('/booking');
  const html = await response!.text();
  // The components' rules in one element that names its classes; the global styles each in their own.
  const tags = html.match(/<style[^>]*data-emotion-placed="site [^"]+"[^>]*>/g) ?? [];
  expect(tags).toHaveLength(1);
  const [tag = ''] = tags;
  expect(tag).toContain('data-s=""');
  const ids = (/data-emotion-placed="site ([^"]+)"/.exec(tag)?.[1] ?? '').split(' ');
  expect(ids.length).toBeGreaterThan(20);
  expect(html).toMatch(/<style data-s="" data-emotion="site-global [^"]+">/);

  // React runs the booking form once the app has evaluated in its stages and hydrated.
  await expect(page.locator('form[data-live]').first()).toBeAttached();
  const counts = await page.evaluate((classIds) => {
    const selectors = Array.from(document.styleSheets).flatMap((sheet) =>
      Array.from(sheet.cssRules).map((rule) => (rule as CSSStyleRule).selectorText ?? ''),
    );
    return classIds.map((id) => selectors.filter((selector) => selector === `.site-${id}`).length);
  }, ids);
  // Every class the server rendered has its rule exactly once: the app knew they were there.
  expect(counts.filter((count) => count > 1)).toEqual([]);
  expect(counts.filter((count) => count === 1).length).toBeGreaterThan(20);
  // None of the server's style elements was taken out and put back.
  expect(await page.evaluate(() => (window as unknown as { removedStyles: string[] }).removedStyles)).toEqual([]);
  expect(errors).toEqual([]);
});

// The side menu of a phone.
test(
  'a menu link on a long app page opens its page at once, long before the footer is in view',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/booking');
    await waitForApp(page);
    // The footer's forms load only when a visitor is about to use them or the app navigates: here they
    // are far below and untouched, so the navigation brings them.
    const footerTop = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThan(page.viewportSize()!.height + 400);

    await page.getByRole('button', { name: text('en', 'header.openMenu') }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: text('en', 'header.faq') })
      .click();
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'header.faq'), { timeout: 5000 });
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'pages.booking.title'), {
      timeout: 5000,
    });
  },
);

test('the browser loads its Intl data in a worker once the page has painted, on app and content pages', async ({
  page,
}) => {
  for (const path of ['/booking', '/km/faq']) {
    const closed = page
      .waitForEvent('worker', (worker) => /\/assets\/intl-[\w-]+\.js#Asia%2F/.test(worker.url()))
      .then((worker) => new Promise<string>((resolve) => worker.on('close', () => resolve(worker.url()))));
    await page.goto(path);
    // It ran its formatters to the end (self.close() is its last line) and is gone.
    expect(await closed).toContain(`#${encodeURIComponent('Asia/Phnom_Penh')}`);
  }
});

test('on a short app page the footer forms in view load only when a visitor is about to use one', async ({ page }) => {
  const formChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/FooterForms-[\w-]+\.js$/.test(request.url())) formChunks.push(request.url());
  });
  await page.goto('/booking/manage');
  await waitForApp(page);
  const form = page.getByRole('form', { name: text('en', 'contact.title') });
  await form.scrollIntoViewIfNeeded();
  // In view, with the page running: the footer's office clock, which starts once it nears the
  // viewport, has fetched the hours and shows the time; the forms' code is still not fetched (nothing
  // on the page waits for it).
  await expect(page.locator('[data-office-status]')).toContainText(/\d{1,2}:\d{2}/);
  expect(formChunks).toEqual([]);
  await expect(form).not.toHaveAttribute('data-live', '');

  // Touching a field brings it, and what was typed meanwhile stays.
  const name = form.getByLabel(FIELD_LABELS.name.en);
  await name.click();
  await name.pressSequentially('Sokha', { delay: 20 });
  await expect(form).toHaveAttribute('data-live', '');
  expect(formChunks).toHaveLength(1);
  await expect(name).toHaveValue('Sokha');
});

// A visitor's pages load only the public part of the messages, the staff workspace also its own
// (web/src/app/i18n.ts): a message a page has not loaded would show its key, and says so in the console.
test(
  'every screen finds its messages: public pages without the staff part, staff pages with it @desktop',
  { tag: '@quick' },
  async ({ page }) => {
    test.setTimeout(120_000);
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('no message')) missing.push(message.text());
    });
    for (const path of [
      '/booking',
      '/km/booking',
      '/booking/manage',
      '/km/checkout',
      // (The sign-in page is a content page: auth.spec.ts loads the app on it and checks its messages.)
      '/km/payment-success',
    ]) {
      await page.goto(path);
      await waitForApp(page);
    }
    expect(missing).toEqual([]);

    // Staff: signed in, every page of the workspace's navigation, in Khmer.
    await page.goto('/km/dashboard');
    await expect(page).toHaveURL(/\/dev-oidc\/interaction\//);
    await page.getByRole('button', { name: /admin@example\.com/ }).click();
    await expect(page).toHaveURL(/\/km\/dashboard$/);
    await waitForApp(page);
    await expect(page.getByRole('list', { name: text('km', 'dashboard.statsTitle') })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: text('km', 'staffNav.label') });
    const links = await navigation
      .getByRole('link')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')!));
    expect(links.length).toBeGreaterThan(5);
    // Not "Bookings" (/dashboard?view=bookings): a dialog over the dashboard, not a page.
    for (const href of links.filter((link) => !link.includes('?'))) {
      await navigation.locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL((url) => url.pathname + url.search === href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(missing).toEqual([]);
  },
);
