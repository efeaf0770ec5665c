import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageDefinition, PageModule, PageProps } from './page-definition';
import { pages as homePages } from '../features/home/routes';
import { pages as servicesPages } from '../features/services/routes';
import { pages as bookingPages } from '../features/booking/routes';
import { pages as faqPages } from '../features/faq/routes';
import { pages as pricingPages } from '../features/pricing/routes';
import { pages as paymentsPages } from '../features/payments/routes';
import { pages as freeListingPages } from '../features/free-listing/routes';
import { pages as blogPages } from '../features/blog/routes';
import { pages as authPages } from '../features/auth/routes';
import { pages as dashboardPages } from '../features/dashboard/routes';
import { pages as inquiriesPages } from '../features/inquiries/routes';
import { pages as conversationsPages } from '../features/conversations/routes';
import { pages as closuresPages } from '../features/closures/routes';
import { pages as calendarsPages } from '../features/calendars/routes';
import { pages as settingsPages } from '../features/settings/routes';
import { pages as notFoundPages } from '../features/not-found/routes';
import { pages as workPages } from '../features/work/routes';

export type { PageProps } from './page-definition';

export interface PageEntry {
  load: () => Promise<PageModule>;
  Component: LazyExoticComponent<ComponentType<PageProps>>;
  /** Source file relative to web/: the key of its chunk in Vite's manifest (for modulepreload links). */
  source: string;
  /** Shows times in the office's zone (the app readies the browser's zone data before it hydrates). */
  officeZone: boolean;
}

/** The registry's entries: each page's lazy component, made once. */
function entries<T extends Record<string, PageDefinition>>(pages: T): { [K in keyof T]: PageEntry } {
  return Object.fromEntries(
    Object.entries(pages).map(([id, { load, source, officeZone = false }]) => [
      id,
      { load, source, officeZone, Component: lazy(load) },
    ]),
  ) as { [K in keyof T]: PageEntry };
}

// Every feature declares its pages in its routes.ts (one chunk per page); this is the one list of them.
const PAGES = entries({
  ...homePages,
  ...servicesPages,
  ...bookingPages,
  ...faqPages,
  ...pricingPages,
  ...paymentsPages,
  ...freeListingPages,
  ...blogPages,
  ...authPages,
  ...dashboardPages,
  ...inquiriesPages,
  ...conversationsPages,
  ...closuresPages,
  ...calendarsPages,
  ...settingsPages,
  ...notFoundPages,
  ...workPages,
});

export const ALL_PAGES: readonly PageEntry[] = Object.values(PAGES);

/** The page of a route id of PAGE_ROUTES; the six service routes share one page component. */
export function pageFor(routeId: string | undefined): PageEntry {
  if (routeId === undefined) return PAGES.notFound;
  if (routeId.startsWith('service-')) return PAGES.service;
  return (PAGES as Record<string, PageEntry>)[routeId] ?? PAGES.notFound;
}

/**
 * The content pages: prerendered text whose menus, FAQ and toggle work without React (enhance.ts).
 * They load the app only when a visitor needs it (the chat, a form); every other page hydrates at once.
 */
const CONTENT_PAGES: ReadonlySet<PageEntry> = new Set([
  PAGES.home,
  PAGES.services,
  PAGES.service,
  PAGES.faq,
  PAGES.pricing,
  PAGES['free-listing'],
  PAGES.blog,
  PAGES['blog-post'],
  PAGES.work,
  PAGES['work-case'],
  PAGES.notFound,
  // One button to /api/login: the server checks the session and names the provider before it sends it.
  PAGES.signin,
]);

/** Whether the page of a route id (undefined: the 404 page) is a content page. */
export function isContentPage(routeId: string | undefined): boolean {
  return CONTENT_PAGES.has(pageFor(routeId));
}
