import { expect, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import {
  BLOG_ARTICLE,
  FAQ,
  FREE_LISTING,
  HOME,
  LANGUAGES,
  localizedPath,
  PACKAGES,
  PRICING_PAGE,
  SERVICE_LIST,
  SERVICES_PAGE,
  TESTIMONIALS,
  type Language,
} from '@site/common';
import { waitForHydration } from './page-support';
import { quickIf, text } from './support';

// SPEC §2 page by page, in both languages, from the production build.

/** The list named by a heading (the pages label their card lists with aria-labelledby). */
const listNamed = (page: Page, name: string) => page.getByRole('list', { name, exact: true });
const items = (list: Locator) => list.locator(':scope > li');
const href = (language: Language, path: string) => localizedPath(path, language);

for (const language of LANGUAGES) {
  const at = (path: string) => href(language, path);
  const k = <T>(value: Record<Language, T>) => value[language];

  test.describe(`in ${language === 'en' ? 'English' : 'Khmer'}`, () => {
    test(
      'home: hero buttons, free-listing promo, six services, two testimonials, the QR code',
      { tag: '@quick' },
      async ({ page }) => {
        await page.goto(at('/'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(k(HOME.hero.title));
        const main = page.getByRole('main');
        for (const button of [HOME.hero.getStarted, HOME.hero.learnMore, HOME.hero.freeListing]) {
          await expect(main.getByRole('link', { name: k(button.label) }).first()).toHaveAttribute(
            'href',
            at(button.href),
          );
        }
        await expect(main.getByRole('heading', { name: k(HOME.freeListingPromo.title) })).toBeVisible();
        await expect(main.getByRole('link', { name: k(HOME.freeListingPromo.button.label) })).toHaveAttribute(
          'href',
          at('/free-listing'),
        );

        const services = items(listNamed(page, k(HOME.servicesOverview.title)));
        await expect(services).toHaveCount(6);
        for (const [index, service] of SERVICE_LIST.entries()) {
          const card = services.nth(index);
          await expect(card.getByRole('heading', { level: 3 })).toHaveText(k(service.name));
          await expect(card.getByRole('link')).toHaveAttribute('href', at(`/services/${service.slug}`));
        }

        const testimonials = items(listNamed(page, k(HOME.testimonials.title)));
        await expect(testimonials).toHaveCount(2);
        for (const [index, testimonial] of TESTIMONIALS.entries()) {
          await expect(testimonials.nth(index)).toContainText(k(testimonial.name));
          await expect(testimonials.nth(index)).toContainText(testimonial.initials);
          await expect(testimonials.nth(index).locator('blockquote')).toContainText(k(testimonial.text));
        }

        const qr = main.getByRole('img', { name: k(HOME.qrCode.alt) });
        await expect(qr).toHaveAttribute('src', '/qr-code.svg');
        await expect(qr).toHaveAttribute('width', '200');
        await expect(qr).toHaveAttribute('height', '200');
      },
    );

    test('/services: six services with four key features and a learn-more link each', async ({ page }) => {
      await page.goto(at('/services'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(k(SERVICES_PAGE.title));
      const services = items(listNamed(page, k(SERVICES_PAGE.title)));
      await expect(services).toHaveCount(6);
      for (const [index, service] of SERVICE_LIST.entries()) {
        const card = services.nth(index);
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(k(service.name));
        await expect(card.getByRole('listitem')).toHaveCount(4);
        await expect(card.getByRole('link', { name: new RegExp(`^${k(SERVICES_PAGE.learnMore)}`) })).toHaveAttribute(
          'href',
          at(`/services/${service.slug}`),
        );
      }
      await expectCallToAction(page, k(SERVICES_PAGE.cta.primary.label), at('/booking'), at('/'));
    });

    for (const service of SERVICE_LIST) {
      test(`/services/${service.slug}: ${service.cards.length} cards and the call to action`, async ({ page }) => {
        await page.goto(at(`/services/${service.slug}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(k(service.name));
        const cards = items(listNamed(page, k(service.cardsTitle)));
        await expect(cards).toHaveCount(service.slug === 'social-media' ? 10 : 6);
        await expect(cards.getByRole('heading', { level: 3 })).toHaveText(service.cards.map((card) => k(card.title)));
        await expectCallToAction(page, k(service.cta.primary.label), at('/booking'), at('/'));
      });
    }

    test('/faq: header.faq title, three sections of 10, 14 and 3 questions, still-have-questions', async ({ page }) => {
      await page.goto(at('/faq'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'header.faq'));
      await expect(page.getByText(k(FAQ.intro))).toBeVisible();
      const counts = [];
      for (const section of FAQ.sections) {
        const region = page.getByRole('region', { name: k(section.title), exact: true });
        counts.push(await region.getByRole('button', { expanded: false }).count());
      }
      expect(counts).toEqual([10, 14, 3]);
      const block = page.getByRole('region', { name: k(FAQ.stillHaveQuestions.title) });
      await expect(block.getByRole('link', { name: k(FAQ.stillHaveQuestions.contact.label) })).toHaveAttribute(
        'href',
        at('/booking'),
      );
      await expect(
        block.getByRole('link', { name: new RegExp(`^${k(FAQ.stillHaveQuestions.learnMore.label)}`) }),
      ).toHaveAttribute('href', at('/'));
    });

    test('/faq keeps one answer open at a time', async ({ page }) => {
      await page.goto(at('/faq'));
      await waitForHydration(page, language);
      const [first, second] = [FAQ.sections[0].items[0], FAQ.sections[1].items[3]];
      const q1 = page.getByRole('button', { name: k(first.question) });
      const q2 = page.getByRole('button', { name: k(second.question) });
      const a1 = page.getByRole('region', { name: k(first.question) });
      const a2 = page.getByRole('region', { name: k(second.question) });
      await expect(q1).toHaveAttribute('aria-expanded', 'false');
      await expect(a1).toBeHidden();

      await q1.click();
      await expect(q1).toHaveAttribute('aria-expanded', 'true');
      await expect(a1).toBeVisible();
      await expect(a1).toContainText(k(first.answer));

      // The keyboard works the same way, and opening another closes the first.
      await q2.focus();
      await page.keyboard.press('Enter');
      await expect(q2).toHaveAttribute('aria-expanded', 'true');
      await expect(a2).toBeVisible();
      await expect(q1).toHaveAttribute('aria-expanded', 'false');
      await expect(a1).toBeHidden();
      await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);

      await q2.click();
      await expect(page.getByRole('button', { expanded: true })).toHaveCount(0);
    });

    test('/blog: the stored articles, newest first; the first one the site shipped with, on its own page', async ({
      page,
    }) => {
      await page.goto(at('/blog'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(k({ en: 'Articles', km: 'អត្ថបទ' }));
      await page.getByRole('link', { name: k(BLOG_ARTICLE.title) }).click();
      await expect(page).toHaveURL(new RegExp(`${at(`/blog/${BLOG_ARTICLE.slug}`)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(k(BLOG_ARTICLE.title));
      const headings = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(headings.first()).toHaveText(k(BLOG_ARTICLE.overview.title));
      await expect(headings.nth(1)).toHaveText(k(BLOG_ARTICLE.sections[0].title));
    });

    test('/free-listing: two directories with four features, opened in a new tab, three reasons', async ({ page }) => {
      await page.goto(at('/free-listing'));
      const cards = items(listNamed(page, text(language, 'freeListing.directoriesTitle')));
      await expect(cards).toHaveCount(2);
      for (const [index, directory] of FREE_LISTING.directories.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading')).toHaveText(k(directory.title));
        await expect(card.getByRole('listitem')).toHaveCount(4);
        const link = card.getByRole('link', { name: new RegExp(`^${k(directory.button)}`) });
        await expect(link).toHaveAttribute('href', directory.url);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
        await expect(link).toHaveAccessibleName(`${k(directory.button)} ${k(FREE_LISTING.opensInNewTab)}`);
      }
      await expect(items(listNamed(page, k(FREE_LISTING.whyList.title)))).toHaveCount(3);
    });

    test(
      '/pricing: three packages with one-time prices, Most Popular on professional, custom solution',
      { tag: quickIf(language === 'km') },
      async ({ page }) => {
        await page.goto(at('/pricing'));
        const cards = items(listNamed(page, text(language, 'pricing.packagesLabel')));
        await expect(cards).toHaveCount(3);
        for (const [index, pkg] of PACKAGES.entries()) {
          const card = cards.nth(index);
          await expect(card.getByRole('heading')).toHaveText(k(pkg.name));
          await expect(card).toContainText(`$${pkg.priceUsd.toLocaleString('en-US')}`);
          await expect(card).toContainText(k(PRICING_PAGE.oneTime));
          await expect(card.getByRole('listitem')).toHaveCount(pkg.features.length);
          await expect(card.getByText(k(PRICING_PAGE.popularBadge), { exact: true })).toHaveCount(pkg.popular ? 1 : 0);
          await expect(card.getByRole('button', { name: new RegExp(`^${k(PRICING_PAGE.selectPlan)}`) })).toBeVisible();
        }
        expect(PACKAGES.map((pkg) => pkg.features.length)).toEqual([5, 6, 6]);
        const custom = page.getByRole('region', { name: k(PRICING_PAGE.customSolution.title) });
        await expect(custom.getByRole('link', { name: k(PRICING_PAGE.customSolution.button.label) })).toHaveAttribute(
          'href',
          at('/services'),
        );
      },
    );

    test('Select Plan stores the plan in session storage and goes to checkout', async ({ page }) => {
      await page.goto(at('/pricing'));
      await waitForHydration(page, language);
      const professional = PACKAGES[1];
      const card = items(listNamed(page, text(language, 'pricing.packagesLabel'))).nth(1);
      await card.getByRole('button', { name: new RegExp(`^${k(PRICING_PAGE.selectPlan)}`) }).click();
      await page.waitForURL(`**${at('/checkout')}`);
      const stored = await page.evaluate(() => sessionStorage.getItem('selectedPlan'));
      expect(JSON.parse(stored ?? 'null')).toEqual({
        packageId: professional.id,
        planName: k(professional.name),
        price: professional.priceUsd,
      });
    });

    test('Khmer-safe typography: no uppercase or letter-spacing anywhere on the content pages', async ({ page }) => {
      for (const path of ['/', '/services', '/services/social-media', '/faq', '/blog', '/free-listing', '/pricing']) {
        await page.goto(at(path));
        const offenders = await page.evaluate(() =>
          Array.from(document.querySelectorAll('body *'))
            .filter((element) => element.childNodes.length > 0 && (element.textContent ?? '').trim() !== '')
            .map((element) => ({ element, style: getComputedStyle(element) }))
            .filter(
              ({ style }) => style.textTransform === 'uppercase' || !['normal', '0px'].includes(style.letterSpacing),
            )
            .map(
              ({ element, style }) =>
                `${element.tagName}.${element.className}: ${style.textTransform} ${style.letterSpacing}`,
            ),
        );
        expect(offenders, path).toEqual([]);
      }
    });
  });
}

test('the home QR code decodes to the site address (PUBLIC_URL)', async ({ page, baseURL }) => {
  await page.goto('/');
  const qr = page.getByRole('img', { name: HOME.qrCode.alt.en });
  await qr.scrollIntoViewIfNeeded();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
  const png = PNG.sync.read(await qr.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code?.data).toBe(baseURL);
});

test('a directory button opens the directory in a new tab without access to this page', async ({ page, context }) => {
  // No test calls a real external host: the directory answers from here.
  await context.route(`${FREE_LISTING.directories[0].url}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Directory</title>' }),
  );
  await page.goto('/free-listing');
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: new RegExp(`^${FREE_LISTING.directories[0].button.en}`) }).click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(`${FREE_LISTING.directories[0].url}/`);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(page.url()).toMatch(/\/free-listing$/);
});

test('the skip link is wholly out of sight until the first Tab shows it, in both languages', async ({ page }) => {
  for (const language of LANGUAGES) {
    // Straight after loading, as a keyboard user arrives (the page's script needs not have run).
    await page.goto(language === 'km' ? '/km/faq' : '/faq');
    const skip = page.getByRole('link', { name: text(language, 'header.skipToContent') });
    // Not a sliver of it above the header (it stands above dialogs' backdrops too).
    expect((await skip.boundingBox())!.y + (await skip.boundingBox())!.height).toBeLessThanOrEqual(0);
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect.poll(async () => (await skip.boundingBox())?.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  }
});

/** The closing call to action: the primary button to `primary`, the other one to `secondary`. */
async function expectCallToAction(page: Page, primaryLabel: string, primary: string, secondary: string) {
  const main = page.getByRole('main');
  const section = main
    .getByRole('region')
    .filter({ has: page.getByRole('link', { name: primaryLabel }) })
    .last();
  const links = section.getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveAttribute('href', primary);
  await expect(links.nth(1)).toHaveAttribute('href', secondary);
}
