import { expect, type Page } from '@playwright/test';
import { HOME, type Language } from '@site/common';
import { text } from './support';

/** The h1 a page shows: its pages.<id>.title, except where SPEC §2 or the content names it otherwise. */
export function pageHeading(routeId: string, language: Language): string {
  if (routeId === 'home') return HOME.hero.title[language];
  if (routeId === 'faq') return text(language, 'header.faq'); // SPEC §2: the title is header.faq
  return text(language, `pages.${routeId}.title`);
}

/**
 * Loads the app the way a visitor does (focusing the contact form) and waits until React runs the
 * footer forms (they are marked `data-live`): a content page works without React, but its forms and
 * chat need it.
 */
export async function waitForHydration(page: Page, language: Language): Promise<void> {
  const form = page.getByRole('form', { name: text(language, 'contact.title') });
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox').first().focus();
  await expect(form).toHaveAttribute('data-live', '');
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}
