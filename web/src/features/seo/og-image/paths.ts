import type { Language, PageRoute } from '@site/common';

/** Size of every link-preview image (the size Facebook, LinkedIn and X show large). */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** Where a page's link-preview image is served (the 404 page shows the home page's). */
export function ogImagePath(route: PageRoute | undefined, language: Language): string {
  return `/og/${language}/${route?.id ?? 'home'}.png`;
}
