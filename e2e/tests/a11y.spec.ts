import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BLOG_ARTICLE, LANGUAGES, localizedPath, SERVICE_SLUGS, type Language } from '@site/common';
import { waitForHydration } from './page-support';
import { isNarrow, quickIf, text } from './support';

// WCAG 2.2 AA, the levels the site promises (issue "Every public page ... accessible").
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Every public page except /booking, /checkout and /dashboard (their own features test them).
const PAGES = [
  '/',
  '/services',
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
  '/faq',
  '/blog',
  // An article's page, rendered by the server from the database (the one the site shipped with).
  `/blog/${BLOG_ARTICLE.slug}`,
  '/free-listing',
  '/pricing',
  '/payment-success',
  '/signin',
  '/no-such-page',
];

// axe takes several seconds on a long page, more on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Waits until the page is hydrated and its deferred footer forms are in place, then runs axe. */
async function axeViolations(page: Page, language: Language) {
  await waitForHydration(page, language);
  // Let transitions that are still running (a colour or opacity fading in) end first: axe measures
  // contrast on the colours of that moment. Endless animations (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(({ id, impact, help, nodes }) => ({
    id,
    impact,
    help,
    targets: nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

// Each page is checked once per language, at one width: alternately on the phone and on the desktop,
// so every page is seen at both widths across the two languages and every width sees half the pages
// in each (axe is the slowest check of the suite; twice per page doubled it for little). The open
// menus below are checked at both widths.
for (const [languageIndex, language] of LANGUAGES.entries()) {
  for (const [pageIndex, path] of PAGES.entries()) {
    const url = localizedPath(path, language);
    const tag = (pageIndex + languageIndex) % 2 === 0 ? '@phone' : '@desktop';
    test(
      `${url} has no WCAG 2.2 AA violations (axe)`,
      { tag: [tag, ...quickIf(pageIndex === 0)] },
      async ({ page }) => {
        await page.goto(url);
        expect(await axeViolations(page, language)).toEqual([]);
      },
    );
  }

  test(`open menus and an open FAQ answer have no violations either (${language})`, async ({ page }) => {
    await page.goto(localizedPath('/faq', language));
    await waitForHydration(page, language);
    const firstQuestion = page.getByRole('button', { expanded: false }).filter({ hasText: '?' }).first();
    await firstQuestion.click();
    await expect(page.getByRole('region').filter({ visible: true }).first()).toBeVisible();
    expect(await axeViolations(page, language)).toEqual([]);

    if (isNarrow(page)) {
      await page.getByRole('button', { name: text(language, 'header.openMenu') }).click();
      await expect(page.getByRole('button', { name: text(language, 'header.closeMenu') })).toBeVisible();
    } else {
      const services = page.getByRole('banner').getByRole('button', { name: text(language, 'header.services') });
      await services.click();
      await expect(page.locator(`#${await services.getAttribute('aria-controls')}`)).toBeVisible();
    }
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target.join(' ')) }))).toEqual(
      [],
    );
  });
}
