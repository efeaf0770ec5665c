import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SITE } from '@site/common';
import { mailWhere, recipientOf } from './mail';
import { quickIf } from './support';

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

/** The first link to `linkPath` in an e-mail of this kind to `to` (the server writes them to E2E_DATA_DIR/mail). */
async function linkInMail(kind: string, to: string, linkPath: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${linkPath.replace(/\//g, '\\/')}\\?token=[^\\s"<>&]+`);
  const mail = await mailWhere(kind, (mail) => recipientOf(mail) === to && pattern.test(mail.text ?? ''));
  return pattern.exec(mail.text ?? '')![0];
}

/** A genuine unsubscribe link: subscribed, confirmed, and read from the welcome e-mail. */
async function unsubscribeLink(request: APIRequestContext, language: 'en' | 'km'): Promise<string> {
  const email = `server-pages.${language}.${Date.now()}@example.com`;
  // From an address of its own: the sign-up budget of 127.0.0.1 is the other specs' (forms.spec.ts).
  const from = { 'x-forwarded-for': `198.51.${language === 'en' ? 101 : 102}.${Math.floor(Math.random() * 250) + 1}` };
  expect((await request.post('/api/newsletter', { headers: from, data: { email, language } })).status()).toBe(200);
  const confirm = await linkInMail('newsletter-confirm', email, '/api/newsletter/confirm');
  expect((await request.get(new URL(confirm).pathname + new URL(confirm).search)).status()).toBe(200);
  const link = await linkInMail('newsletter-welcome', email, '/api/newsletter/unsubscribe');
  return `${new URL(link).pathname}${new URL(link).search}&language=${language}`;
}

for (const language of ['en', 'km'] as const) {
  test(
    `the newsletter unsubscribe page (${language}) has the site's font, colours and mark`,
    { tag: quickIf(language === 'km') },
    async ({ page, request }) => {
      await page.goto(await unsubscribeLink(request, language));
      await expectSiteLook(page, language);
      // The button is easy to hit with a thumb.
      const box = await page.getByRole('button').boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(await violations(page)).toEqual([]);
    },
  );
}

test('a broken unsubscribe link says so on a page that looks like the site, with no button', async ({ page }) => {
  const response = await page.goto('/api/newsletter/unsubscribe?token=not-a-real-token&language=km');
  expect(response?.status()).toBe(400);
  await expectSiteLook(page, 'km');
  await expect(page.getByRole('button')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});

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
