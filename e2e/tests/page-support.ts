import { expect, type Page } from '@playwright/test';
import { BLOG_ARTICLE, HOME, type Language } from '@site/common';
import { text } from './support';

/** The h1 a page shows: its pages.<id>.title, except where SPEC §2 or the content names it otherwise. */
export function pageHeading(routeId: string, language: Language): string {
  if (routeId === 'home') return HOME.hero.title[language];
  if (routeId === 'faq') return text(language, 'header.faq'); // SPEC §2: the title is header.faq
  if (routeId === 'blog') return BLOG_ARTICLE.title[language];
  return text(language, `pages.${routeId}.title`);
}

/**
 * Waits until React has hydrated the page and loaded its deferred footer forms: the contact form's
 * submit button is enabled only then. Before that, buttons of the prerendered HTML do nothing.
 * Scrolling to the footer loads the forms at once (they load by themselves only once the page settled).
 */
export async function waitForHydration(page: Page, language: Language): Promise<void> {
  const form = page.getByRole('form', { name: text(language, 'contact.title') });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: text(language, 'contact.send') })).toBeEnabled();
  await page.evaluate(() => window.scrollTo(0, 0));
}
