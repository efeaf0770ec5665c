// The services feature's pages, keyed by route id (app/pages.ts registers every feature's); each page
// is its own chunk, loaded when its route is visited.
import { definePages } from '../../app/page-definition';

export const pages = definePages({
  services: { load: () => import('./pages/ServicesPage'), source: 'src/features/services/pages/ServicesPage.tsx' },
  service: { load: () => import('./pages/ServicePage'), source: 'src/features/services/pages/ServicePage.tsx' },
});
