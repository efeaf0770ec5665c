import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Every page component receives the id of its route (PAGE_ROUTES id, or 'notFound'). */
export interface PageProps {
  routeId: string;
}

type PageModule = { default: ComponentType<PageProps> };

export interface PageEntry {
  load: () => Promise<PageModule>;
  Component: LazyExoticComponent<ComponentType<PageProps>>;
  /** Source file relative to web/: the key of its chunk in Vite's manifest (for modulepreload links). */
  source: string;
  /** Shows times in the office's zone (the app readies the browser's zone data before it hydrates). */
  officeZone: boolean;
}

function page(load: () => Promise<PageModule>, source: string, { officeZone = false } = {}): PageEntry {
  return { load, source, officeZone, Component: lazy(load) };
}

// One chunk per page (route-level code splitting). Keep `source` in step with the import: the
// prerender fails the build when a source is missing from the manifest, and pages.test checks the files.
const PAGES = {
  home: page(() => import('../features/home/pages/HomePage'), 'src/features/home/pages/HomePage.tsx'),
  services: page(
    () => import('../features/services/pages/ServicesPage'),
    'src/features/services/pages/ServicesPage.tsx',
  ),
  service: page(() => import('../features/services/pages/ServicePage'), 'src/features/services/pages/ServicePage.tsx'),
  booking: page(() => import('../features/booking/pages/BookingPage'), 'src/features/booking/pages/BookingPage.tsx', {
    officeZone: true,
  }),
  'booking-manage': page(
    () => import('../features/booking/pages/ManageBookingPage'),
    'src/features/booking/pages/ManageBookingPage.tsx',
    { officeZone: true },
  ),
  faq: page(() => import('../features/faq/pages/FaqPage'), 'src/features/faq/pages/FaqPage.tsx'),
  pricing: page(() => import('../features/pricing/pages/PricingPage'), 'src/features/pricing/pages/PricingPage.tsx'),
  checkout: page(
    () => import('../features/payments/pages/CheckoutPage'),
    'src/features/payments/pages/CheckoutPage.tsx',
  ),
  'payment-success': page(
    () => import('../features/payments/pages/PaymentSuccessPage'),
    'src/features/payments/pages/PaymentSuccessPage.tsx',
  ),
  payments: page(
    () => import('../features/payments/pages/PaymentsPage'),
    'src/features/payments/pages/PaymentsPage.tsx',
    { officeZone: true },
  ),
  'free-listing': page(
    () => import('../features/free-listing/pages/FreeListingPage'),
    'src/features/free-listing/pages/FreeListingPage.tsx',
  ),
  blog: page(() => import('../features/blog/pages/BlogPage'), 'src/features/blog/pages/BlogPage.tsx'),
  'blog-add': page(() => import('../features/blog/pages/BlogAddPage'), 'src/features/blog/pages/BlogAddPage.tsx'),
  signin: page(() => import('../features/auth/pages/SignInPage'), 'src/features/auth/pages/SignInPage.tsx'),
  dashboard: page(
    () => import('../features/dashboard/pages/DashboardPage'),
    'src/features/dashboard/pages/DashboardPage.tsx',
    { officeZone: true },
  ),
  inquiries: page(
    () => import('../features/inquiries/pages/InquiriesPage'),
    'src/features/inquiries/pages/InquiriesPage.tsx',
    { officeZone: true },
  ),
  closures: page(
    () => import('../features/closures/pages/ClosuresPage'),
    'src/features/closures/pages/ClosuresPage.tsx',
    { officeZone: true },
  ),
  notFound: page(
    () => import('../features/not-found/pages/NotFoundPage'),
    'src/features/not-found/pages/NotFoundPage.tsx',
  ),
} satisfies Record<string, PageEntry>;

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
  PAGES.notFound,
]);

/** Whether the page of a route id (undefined: the 404 page) is a content page. */
export function isContentPage(routeId: string | undefined): boolean {
  return CONTENT_PAGES.has(pageFor(routeId));
}
