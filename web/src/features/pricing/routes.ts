// The pricing feature's pages, keyed by route id (app/pages.ts registers every feature's); each page
// is its own chunk, loaded when its route is visited.
import { definePages } from '../../app/page-definition';

export const pages = definePages({
  pricing: { load: () => import('./pages/PricingPage'), source: 'src/features/pricing/pages/PricingPage.tsx' },
});
