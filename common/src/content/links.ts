import type { ContentLink } from './types.js';

/** Buttons that recur on several pages. href is the English path; the web localizes it. */
export const BOOKING_LINK: ContentLink = {
  label: { en: 'Book a consultation', km: 'កក់ពេលពិគ្រោះយោបល់' },
  href: '/booking',
};

export const HOME_LINK: ContentLink = {
  label: { en: 'Back to Home', km: 'ត្រឡប់ទៅទំព័រដើម' },
  href: '/',
};

export const SERVICES_LINK: ContentLink = {
  label: { en: 'View Our Services', km: 'មើលសេវាកម្មរបស់យើង' },
  href: '/services',
};
