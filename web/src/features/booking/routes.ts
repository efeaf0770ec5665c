// The booking feature's pages, keyed by route id (app/pages.ts registers every feature's); each page
// is its own chunk, loaded when its route is visited.
import { definePages } from '../../app/page-definition';

export const pages = definePages({
  booking: {
    load: () => import('./pages/BookingPage'),
    source: 'src/features/booking/pages/BookingPage.tsx',
    officeZone: true,
  },
  'booking-manage': {
    load: () => import('./pages/ManageBookingPage'),
    source: 'src/features/booking/pages/ManageBookingPage.tsx',
    officeZone: true,
  },
});
