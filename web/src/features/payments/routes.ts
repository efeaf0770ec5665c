// The payments feature's pages, keyed by route id (app/pages.ts registers every feature's); each page
// is its own chunk, loaded when its route is visited.
import { definePages } from '../../app/page-definition';

export const pages = definePages({
  checkout: { load: () => import('./pages/CheckoutPage'), source: 'src/features/payments/pages/CheckoutPage.tsx' },
  'payment-success': {
    load: () => import('./pages/PaymentSuccessPage'),
    source: 'src/features/payments/pages/PaymentSuccessPage.tsx',
  },
  payments: {
    load: () => import('./pages/PaymentsPage'),
    source: 'src/features/payments/pages/PaymentsPage.tsx',
    officeZone: true,
  },
});
