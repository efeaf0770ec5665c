/** The site's domain content in English and Khmer (issue "Every public page in English and Khmer"). */
export * from './types.js';
export * from './links.js';
export * from './services/index.js';
export { WEB_DESIGN } from './services/web-design.js';
export { SEO } from './services/seo.js';
export { DIGITAL_MARKETING } from './services/digital-marketing.js';
export { BRAND_MANAGEMENT } from './services/brand-management.js';
export { WEBSITE_MAINTENANCE } from './services/website-maintenance.js';
export { SOCIAL_MEDIA } from './services/social-media.js';
export * from './home.js';
export * from './testimonials.js';
export * from './faq/index.js';
export * from './blog.js';
export * from './blog-sections.js';
export * from './free-listing.js';
export * from './packages.js';
export * from './payment-success.js';
export * from './categories.js';
