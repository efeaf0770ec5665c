import type { Localized } from '../../languages.js';
import type { ServiceSlug } from '../../routes.js';

/**
 * The six services' names, apart from their pages' content: the forms' service select and the staff
 * views label bookings with them, and a page that shows only a name does not load every service's
 * descriptions in both languages (11 KiB compressed on the booking page).
 */
export const SERVICE_NAMES: Readonly<Record<ServiceSlug, Localized>> = {
  'web-design': { en: 'Web Design', km: 'ការរចនាគេហទំព័រ' },
  seo: { en: 'SEO & AI Search (GEO)', km: 'SEO និងការស្វែងរកដោយ AI (GEO)' },
  'digital-marketing': { en: 'Digital Marketing', km: 'ការធ្វើទីផ្សារឌីជីថល' },
  'brand-management': { en: 'Brand Management', km: 'ការគ្រប់គ្រងម៉ាកយីហោ' },
  'website-maintenance': { en: 'Website Maintenance', km: 'ការថែទាំគេហទំព័រ' },
  'social-media': { en: 'Social Media Management', km: 'ការគ្រប់គ្រងបណ្ដាញសង្គម' },
};
