import { SERVICE_SLUGS } from '@site/common';

/** Links of the header and the mobile menu, as spec paths (localized where rendered). */
export interface NavItem {
  path: string;
  labelKey: string;
  /** Only admins may use the page (its data is refused to other staff): not offered to them. */
  admin?: true;
}

export const SERVICE_LINKS: readonly NavItem[] = SERVICE_SLUGS.map((slug) => ({
  path: `/services/${slug}`,
  labelKey: `serviceNames.${slug}`,
}));

export const HOME_LINK: NavItem = { path: '/', labelKey: 'header.home' };
export const SERVICES_LINK: NavItem = { path: '/services', labelKey: 'header.allServices' };
export const BOOKING_LINK: NavItem = { path: '/booking', labelKey: 'header.booking' };
export const SECONDARY_LINKS: readonly NavItem[] = [
  { path: '/faq', labelKey: 'header.faq' },
  { path: '/pricing', labelKey: 'header.pricing' },
];
export const FOOTER_LINKS: readonly NavItem[] = [
  { path: '/services', labelKey: 'header.services' },
  { path: '/work', labelKey: 'header.work' },
  { path: '/faq', labelKey: 'header.faq' },
  { path: '/blog', labelKey: 'header.blog' },
];

/**
 * The staff workspace's navigation (signed-in pages), in the order staff use it. Bookings open in the
 * dashboard's bookings view. The inbox, bookings, orders, closed days and settings are the admins'
 * (their operations are `adminOperation`s): staff without the role are not offered them.
 */
export const STAFF_NAV: readonly NavItem[] = [
  { path: '/dashboard', labelKey: 'staffNav.dashboard' },
  { path: '/dashboard/inquiries', labelKey: 'staffNav.inbox', admin: true },
  { path: '/dashboard/conversations', labelKey: 'staffNav.conversations' },
  { path: '/dashboard?view=bookings', labelKey: 'staffNav.bookings', admin: true },
  { path: '/payments', labelKey: 'staffNav.orders', admin: true },
  { path: '/dashboard/closures', labelKey: 'staffNav.closures', admin: true },
  { path: '/blog/add', labelKey: 'staffNav.articles' },
  { path: '/dashboard/case-studies', labelKey: 'staffNav.caseStudies' },
  { path: '/dashboard/settings', labelKey: 'staffNav.settings', admin: true },
];
