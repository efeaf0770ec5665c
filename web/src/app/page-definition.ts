import type { ComponentType } from 'react';

/** Every page component receives the id of its route (PAGE_ROUTES id, or 'notFound'). */
export interface PageProps {
  routeId: string;
}

export type PageModule = { default: ComponentType<PageProps> };

/** A page as its feature declares it, in its routes.ts. */
export interface PageDefinition {
  /** `() => import('./pages/XPage')`: the page's own chunk (route-level code splitting). */
  load: () => Promise<PageModule>;
  /**
   * The same file relative to web/: the key of its chunk in Vite's manifest (for modulepreload links).
   * Keep it in step with `load`: the prerender fails the build when it is missing from the manifest,
   * and app/pages.test checks the files.
   */
  source: string;
  /** Shows times in the office's zone (the app readies the browser's zone data before it hydrates). */
  officeZone?: boolean;
}

/** A feature's pages by route id: only checks their shape, keeping the ids as literal keys. */
export const definePages = <const T extends Record<string, PageDefinition>>(pages: T): T => pages;
