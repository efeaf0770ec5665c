// The team calendars' page, keyed by route id (app/pages.ts registers every feature's); its own chunk,
// loaded when its route is visited.
import { definePages } from '../../app/page-definition';

export const pages = definePages({
  calendars: {
    load: () => import('./pages/CalendarsPage'),
    source: 'src/features/calendars/pages/CalendarsPage.tsx',
    officeZone: true,
  },
});
