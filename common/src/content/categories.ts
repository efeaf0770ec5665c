import type { Language, Localized } from '../languages.js';

/** The broader category list of SPEC §3. */
export const CATEGORY_IDS = [
  'web-design',
  'seo',
  'digital-marketing',
  'brand-management',
  'website-maintenance',
  'social-media',
  'content-creation',
  'photography',
  'business-consulting',
  'other',
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export interface Category {
  id: CategoryId;
  name: Localized;
}

export const CATEGORIES: readonly Category[] = [
  { id: 'web-design', name: { en: 'Web Design', km: 'ការរចនាគេហទំព័រ' } },
  { id: 'seo', name: { en: 'SEO', km: 'ការធ្វើឱ្យលេចធ្លោលើម៉ាស៊ីនស្វែងរក (SEO)' } },
  { id: 'digital-marketing', name: { en: 'Digital Marketing', km: 'ការធ្វើទីផ្សារឌីជីថល' } },
  { id: 'brand-management', name: { en: 'Brand Management', km: 'ការគ្រប់គ្រងម៉ាកយីហោ' } },
  { id: 'website-maintenance', name: { en: 'Website Maintenance', km: 'ការថែទាំគេហទំព័រ' } },
  { id: 'social-media', name: { en: 'Social Media Management', km: 'ការគ្រប់គ្រងបណ្ដាញសង្គម' } },
  { id: 'content-creation', name: { en: 'Content Creation', km: 'ការបង្កើតខ្លឹមសារ' } },
  { id: 'photography', name: { en: 'Photography', km: 'ការថតរូប' } },
  { id: 'business-consulting', name: { en: 'Business Consulting', km: 'ការប្រឹក្សាអាជីវកម្ម' } },
  { id: 'other', name: { en: 'Other', km: 'ផ្សេងៗ' } },
];

/** The values of the service select on the booking and contact forms (SPEC §3), sent to the api as is. */
export const SERVICE_OPTION_VALUES = [
  'web-design',
  'seo',
  'content-creation',
  'social-media',
  'photography',
  'consulting',
  'other',
] as const;
export type ServiceOptionValue = (typeof SERVICE_OPTION_VALUES)[number];

export interface ServiceOption {
  value: ServiceOptionValue;
  label: Localized;
}

export const SERVICE_OPTIONS: readonly ServiceOption[] = [
  { value: 'web-design', label: { en: 'Web Design & Development', km: 'ការរចនា និងអភិវឌ្ឍគេហទំព័រ' } },
  { value: 'seo', label: { en: 'SEO & Digital Marketing', km: 'SEO និងការធ្វើទីផ្សារឌីជីថល' } },
  { value: 'content-creation', label: { en: 'Content Creation', km: 'ការបង្កើតខ្លឹមសារ' } },
  { value: 'social-media', label: { en: 'Social Media Management', km: 'ការគ្រប់គ្រងបណ្ដាញសង្គម' } },
  { value: 'photography', label: { en: 'Photography & Videography', km: 'ការថតរូប និងថតវីដេអូ' } },
  { value: 'consulting', label: { en: 'Business Consulting', km: 'ការប្រឹក្សាអាជីវកម្ម' } },
  { value: 'other', label: { en: 'Other Services', km: 'សេវាកម្មផ្សេងៗ' } },
];

/** The label of a service option value, or the value itself when it is not one of the options. */
export function serviceOptionLabel(value: string, language: Language): string {
  return SERVICE_OPTIONS.find((option) => option.value === value)?.label[language] ?? value;
}
