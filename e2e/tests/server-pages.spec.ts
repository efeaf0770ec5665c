import { expect, test, type Page } from '@playwright/test';
import { SITE } from '@site/common';

// The pages the server renders itself (a link from an e-mail lands there, or sign-in stops there)
// look like the site: its font, colours and mark, on a phone and a desktop, in both languages.

async function expectSiteLook(page: Page, language: 'en' | 'km'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const brand = page.getByRole('link', { name: SITE.name });
  await expect(brand).toBeVisible();
  await expect(brand).toHaveAttribute('href', language === 'km' ? '/km' : '/');
  await expect(brand.locator('svg')).toBeVisible();
  const look = await page.evaluate(async () => {
    await document.fonts.ready;
    const body = getComputedStyle(document.body);
    const heading = document.querySelector('h1')!;
    return {
      font: getComputedStyle(heading).fontFamily,
      // The heading's text is drawn with the web font, not a fallback.
      fontLoaded: [...(document.fonts as unknown as Iterable<FontFace>)].some(
        (face) => face.family.replace(/"/g, '') === 'Kantumruy Pro' && face.status === 'loaded',
      ),
      background: body.backgroundColor,
      headingColor: getComputedStyle(heading).color,
      overflow: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
  expect(look.font).toContain('Kantumruy Pro');
  expect(look.fontLoaded).toBe(true);
  expect(look.background).toBe('rgb(248, 244, 236)'); // sandstone
  expect(look.headingColor).toBe('rgb(9, 56, 54)'); // deep teal
  expect(look.overflow).toBe(false);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) =>
      found.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
});

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

for (const language of ['en', 'km'] as const) {
  test(`the newsletter unsubscribe page (${language}) has the site's font, colours and mark`, async ({ page }) => {
    await page.goto(`/api/newsletter/unsubscribe?token=not-a-real-token&language=${language}`);
    await expectSiteLook(page, language);
    // The button is easy to hit with a thumb.
    const box = await page.getByRole('button').boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(await violations(page)).toEqual([]);
  });
}

test('a broken booking-cancel link lands on a page that looks like the site', async ({ page }) => {
  const response = await page.goto('/api/booking/cancel?token=broken');
  expect(response?.status()).toBe(400);
  await expectSiteLook(page, 'en');
  expect(await violations(page)).toEqual([]);
});

test("the built-in sign-in page has the site's look", async ({ page }) => {
  await page.goto('/api/login');
  await expect(page).toHaveURL(/\/dev-oidc\/interaction\//);
  await expectSiteLook(page, 'en');
  expect(await violations(page)).toEqual([]);
});
