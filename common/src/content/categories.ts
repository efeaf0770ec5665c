import type { Language, Localized } from '../languages.js';
import { SERVICE_SLUGS } from '../routes.js';
import { SERVICE_NAMES } from './services/names.js';

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

/**
 * The values of the service select on the booking and contact forms: the six services the site sells
 * (their slugs, in the order of /services) and "other" (DESIGN.md, third round: this replaces SPEC §3's
 * seven-option list). Sent to the api as is.
 */
export const SERVICE_OPTION_VALUES = [...SERVICE_SLUGS, 'other'] as const;
export type ServiceOptionValue = (typeof SERVICE_OPTION_VALUES)[number];

export interface ServiceOption {
  value: ServiceOptionValue;
  label: Localized;
}

/** The options, labelled with the services' own names. */
export const SERVICE_OPTIONS: readonly ServiceOption[] = [
  ...SERVICE_SLUGS.map((slug) => ({ value: slug, label: SERVICE_NAMES[slug] })),
  { value: 'other', label: { en: 'Other', km: 'ផ្សេងៗ' } },
];

/**
 * Values the forms offered before (SPEC §3's list) that are no longer offered: bookings and inquiries
 * stored with them keep their labels in staff views, e-mails and exports.
 */
export const RETIRED_SERVICE_OPTIONS: Readonly<Record<string, Localized>> = {
  'content-creation': { en: 'Content Creation', km: 'ការបង្កើតខ្លឹមសារ' },
  photography: { en: 'Photography & Videography', km: 'ការថតរូប និងថតវីដេអូ' },
  consulting: { en: 'Business Consulting', km: 'ការប្រឹក្សាអាជីវកម្ម' },
};

/** The label of a service value (offered or retired), or the value itself when it is neither. */
export function serviceOptionLabel(value: string, language: Language): string {
  const label =
    SERVICE_OPTIONS.find((option) => option.value === value)?.label ??
    (Object.hasOwn(RETIRED_SERVICE_OPTIONS, value) ? RETIRED_SERVICE_OPTIONS[value] : undefined);
  return label?.[language] ?? value;
}
