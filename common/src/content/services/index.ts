import { SERVICE_SLUGS, type ServiceSlug } from '../../routes.js';
import { BOOKING_LINK, HOME_LINK } from '../links.js';
import type { ServiceContent, ServicesPageContent } from '../types.js';
import { BRAND_MANAGEMENT } from './brand-management.js';
import { DIGITAL_MARKETING } from './digital-marketing.js';
import { SEO } from './seo.js';
import { SOCIAL_MEDIA } from './social-media.js';
import { WEB_DESIGN } from './web-design.js';
import { WEBSITE_MAINTENANCE } from './website-maintenance.js';

/** The six services, keyed by slug. */
export const SERVICES: Readonly<Record<ServiceSlug, ServiceContent>> = {
  'web-design': WEB_DESIGN,
  seo: SEO,
  'digital-marketing': DIGITAL_MARKETING,
  'brand-management': BRAND_MANAGEMENT,
  'website-maintenance': WEBSITE_MAINTENANCE,
  'social-media': SOCIAL_MEDIA,
};

/** The six services in the order of SERVICE_SLUGS (the order of /services and the home overview). */
export const SERVICE_LIST: readonly ServiceContent[] = SERVICE_SLUGS.map((slug) => SERVICES[slug]);

/** The /services page around the list of services. */
export const SERVICES_PAGE: ServicesPageContent = {
  title: { en: 'Our services', km: 'សេវាកម្មរបស់យើង' },
  intro: {
    en: "Six services for tourism and small businesses in Siem Reap and across Cambodia. Choose one or combine them: we'll help you decide what to start with.",
    km: 'សេវាកម្មទាំង 6 សម្រាប់អាជីវកម្មទេសចរណ៍ និងអាជីវកម្មខ្នាតតូច នៅសៀមរាប និងទូទាំងប្រទេសកម្ពុជា។ អ្នកអាចជ្រើសរើសតែមួយ ឬរួមបញ្ចូលគ្នា ហើយយើងនឹងជួយអ្នកសម្រេចចិត្តថា គួរចាប់ផ្ដើមពីអ្វីមុន។',
  },
  keyFeaturesTitle: { en: 'Key features', km: 'ចំណុចសំខាន់ៗ' },
  learnMore: { en: 'Learn more', km: 'ស្វែងយល់បន្ថែម' },
  cta: {
    title: { en: 'Not sure where to start?', km: 'មិនប្រាកដថាត្រូវចាប់ផ្ដើមពីណា?' },
    text: {
      en: "Book a free consultation and we'll suggest the services that fit your business and your budget.",
      km: 'កក់ពេលពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ ហើយយើងនឹងណែនាំសេវាកម្មដែលសមនឹងអាជីវកម្ម និងថវិការបស់អ្នក។',
    },
    primary: BOOKING_LINK,
    secondary: HOME_LINK,
  },
};
