import 'reflect-metadata';
import { alertsFeature } from './features/alerts/index.js';
import { authFeature } from './features/auth/index.js';
import { bookingFeature } from './features/booking/index.js';
import { caseStudiesFeature } from './features/case-studies/index.js';
import { catalogFeature } from './features/catalog/index.js';
import { chatFeature } from './features/chat/index.js';
import { contactFeature } from './features/contact/index.js';
import { conversationsFeature } from './features/conversations/index.js';
import { dashboardFeature } from './features/dashboard/index.js';
import { mailFeature } from './features/mail/index.js';
import { newsletterFeature } from './features/newsletter/index.js';
import { imagesFeature } from './features/images/index.js';
import { khqrFeature, paymentsFeature, paywayFeature, stripeFeature } from './features/payments/index.js';
import { postsFeature } from './features/posts/index.js';
import { qrCodeFeature } from './features/qr-code/index.js';
import { seoFeature } from './features/seo/index.js';
import { settingsFeature } from './features/settings/index.js';
import { siteFeature } from './features/site/index.js';
import { testimonialsFeature } from './features/testimonials/index.js';

/**
 * Every feature of the api, one line each, in the order they start (a feature may `use` only those
 * above it) and stop (in reverse). The configuration, the ORM's entities, the GraphQL schema and the
 * routes are all assembled from this list. Adding a feature: a folder under features/ whose index.ts
 * exports `defineFeature({...})`, and a line here (docs/ARCHITECTURE.md).
 */
export const FEATURES = [
  mailFeature,
  alertsFeature,
  authFeature,
  settingsFeature,
  siteFeature,
  catalogFeature,
  contactFeature,
  newsletterFeature,
  bookingFeature,
  paymentsFeature,
  khqrFeature,
  stripeFeature,
  paywayFeature,
  chatFeature,
  conversationsFeature,
  imagesFeature,
  postsFeature,
  caseStudiesFeature,
  testimonialsFeature,
  dashboardFeature,
  seoFeature,
  qrCodeFeature,
] as const;
