import type { ServiceSlug } from '@site/common';

/** The icon of each service where the services are listed as cards (the home overview). */
export const SERVICE_ICONS: Readonly<Record<ServiceSlug, string>> = {
  'web-design': 'mobile',
  seo: 'search',
  'digital-marketing': 'chart',
  'brand-management': 'palette',
  'website-maintenance': 'wrench',
  'social-media': 'users',
};
