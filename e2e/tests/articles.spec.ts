import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@site/common';
import { quickIf, text, waitForApp } from './support';

// Issue 32: staff write an article in the editor and publish it; visitors see it on /blog, on its own
// page and in the feed, in both languages, rendered by the server from what was stored (no build).

test.describe.configure({ timeout: 90_000 });

const at = (language: Language, path: string) => (language === 'km' ? `/km${path}` : path);

const WORDS = {
  en: {
    title: 'Five photos every guesthouse needs',
    summary: 'The room, the view, breakfast, the street and you.',
    body: '## The room\n\nShoot it in the morning light.\n\n- Bed made\n- Window open',
    heading: 'The room',
  },
  km: {
    title: 'រូបថតប្រាំដែលផ្ទះសំណាក់គ្រប់កន្លែងត្រូវការ',
    summary: 'បន្ទប់ ទេសភាព អាហារពេលព្រឹក ផ្លូវ និងរូបអ្នក។',
    body: '## បន្ទប់\n\nថតវានៅពេលពន្លឺព្រឹក។',
    heading: 'បន្ទប់',
  },
} as const;

async function signInToEditor(page: Page, language: Language) {
  await page.goto(at(language, '/blog/add'));
  await expect(page).toHaveURL(/\/dev-oidc\/interaction\//);
  await page.getByRole('button', { name: /staff@example\.com/ }).click();
  await expect(page).toHaveURL(new RegExp(`${at(language, '/blog/add')}$`));
  await waitForApp(page);
}

for (const language of ['en', 'km'] as const) {
  test(
    `staff publish an article in the editor and visitors read it on /blog, its page and the feed (${language}) @desktop`,
    { tag: quickIf(language === 'km') },
    async ({ browser }) => {
      const slug = `guesthouse-photos-${language}-${Date.now().toString(36)}`;
      const staff = await browser.newPage();
      await signInToEditor(staff, language);
      const t = (key: string) => text(language, key);
      const languageName = (of: Language) => t(`editor.language.${of}`);
      await staff.getByLabel(t('editor.slug')).fill(slug);
      for (const written of ['en', 'km'] as const) {
        await staff.getByRole('tab', { name: languageName(written) }).click();
        await staff.getByLabel(`${t('editor.title')} (${languageName(written)})`).fill(WORDS[written].title);
        await staff.getByLabel(`${t('editor.summary')} (${languageName(written)})`).fill(WORDS[written].summary);
        await staff.getByLabel(`${t('editor.body')} (${languageName(written)})`).fill(WORDS[written].body);
        // The preview is the published article's own component.
        const preview = staff.getByTestId('post-preview');
        await expect(preview.getByRole('heading', { level: 2, name: WORDS[written].title })).toBeVisible();
        await expect(preview.getByRole('heading', { level: 2, name: WORDS[written].heading })).toBeVisible();
      }
      await staff.getByRole('button', { name: t('editor.publish'), exact: true }).click();
      // Published: the editor now offers to update the published article.
      await expect(staff.getByRole('button', { name: t('editor.saveAndUpdate') })).toBeVisible();
      await staff.close();

      // A visitor, within seconds and without a build.
      const visitor = await browser.newPage();
      const words = WORDS[language];
      const link = visitor.getByRole('link', { name: words.title }).and(visitor.locator(`a[href$="/blog/${slug}"]`));
      // The server serves it within 5 s (api/src/live-pages.test.ts measures that); the page loads of a
      // busy test machine get a few seconds more here.
      await expect(async () => {
        await visitor.goto(at(language, '/blog'));
        await expect(link).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(text(language, 'pages.blog.title'));
      // Newest first.
      await expect(visitor.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(words.title);

      await link.click();
      await expect(visitor).toHaveURL(new RegExp(`${at(language, `/blog/${slug}`)}$`));
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(words.title);
      await expect(visitor.getByRole('heading', { level: 2, name: words.heading })).toBeVisible();
      await expect(visitor).toHaveTitle(`${words.title} | Angkor Digital`);
      await expect(visitor.locator('html')).toHaveAttribute('lang', language);

      const feed = await visitor.request.get(at(language, '/blog/feed.xml'));
      expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
      const xml = await feed.text();
      expect(xml).toContain(`<title>${words.title}</title>`);
      expect(xml).toContain(`/blog/${slug}"/>`);
      await visitor.close();
    },
  );
}

test('an unknown article is the 404 page with status 404 @desktop', async ({ page }) => {
  const response = await page.goto('/km/blog/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('km', 'pages.notFound.title'));
});
