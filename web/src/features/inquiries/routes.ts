// The inquiries feature's pages, keyed by route id (app/pages.ts registers every feature's); each page
// is its own chunk, loaded when its route is visited.
import { definePages } from '../../app/page-definition';

export const pages = definePages({
  inquiries: {
    load: () => import('./pages/InquiriesPage'),
    source: 'src/features/inquiries/pages/InquiriesPage.tsx',
    officeZone: true,
  },
});
