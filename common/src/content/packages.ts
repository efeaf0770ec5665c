import type { Package, PackageId, PricingPageContent } from './types.js';

export const PACKAGE_IDS = ['starter', 'professional', 'enterprise'] as const satisfies readonly PackageId[];

export function isPackageId(value: unknown): value is PackageId {
  return typeof value === 'string' && (PACKAGE_IDS as readonly string[]).includes(value);
}

/**
 * The three fixed-price packages (SPEC §3, §9), paid once in US dollars.
 * priceCents is what the server charges; priceUsd is the same amount in whole dollars for display.
 */
export const PACKAGES: readonly Package[] = [
  {
    id: 'starter',
    name: { en: 'Starter', km: 'កញ្ចប់ Starter' },
    priceUsd: 299,
    priceCents: 29900,
    supportMonths: 1,
    pages: 5,
    description: {
      en: 'For a guesthouse, tuk-tuk driver, café or shop that needs a clear, professional website quickly.',
      km: 'សម្រាប់ផ្ទះសំណាក់ អ្នករត់រ៉ឺម៉ក ហាងកាហ្វេ ឬហាងលក់ទំនិញ ដែលត្រូវការគេហទំព័រច្បាស់លាស់ និងមានលក្ខណៈវិជ្ជាជីវៈក្នុងពេលឆាប់ៗ។',
    },
    features: [
      { en: 'Up to 5 pages', km: 'រហូតដល់ 5 ទំព័រ' },
      { en: '1 month of support', km: 'ការគាំទ្ររយៈពេល 1 ខែ' },
      { en: 'English and Khmer versions', km: 'មានទាំងភាសាខ្មែរ និងអង់គ្លេស' },
      { en: 'Mobile-friendly, fast-loading design', km: 'ការរចនាដែលងាយប្រើលើទូរសព្ទ និងបើកបានលឿន' },
      {
        en: 'Contact form, Google Maps location and basic SEO',
        km: 'ទម្រង់ទំនាក់ទំនង ទីតាំងលើ Google Maps និង SEO កម្រិតមូលដ្ឋាន',
      },
    ],
    popular: false,
  },
  {
    id: 'professional',
    name: { en: 'Professional', km: 'កញ្ចប់ Professional' },
    priceUsd: 799,
    priceCents: 79900,
    supportMonths: 3,
    pages: 10,
    description: {
      en: 'For hotels, restaurants and tour operators that want more direct bookings from Google and AI search.',
      km: 'សម្រាប់សណ្ឋាគារ ភោជនីយដ្ឋាន និងក្រុមហ៊ុនទេសចរណ៍ ដែលចង់បានការកក់ដោយផ្ទាល់កាន់តែច្រើន ពី Google និងការស្វែងរកដោយ AI។',
    },
    features: [
      { en: 'Up to 10 pages', km: 'រហូតដល់ 10 ទំព័រ' },
      { en: '3 months of support', km: 'ការគាំទ្ររយៈពេល 3 ខែ' },
      { en: 'Everything in Starter', km: 'គ្រប់យ៉ាងដែលមានក្នុងកញ្ចប់ Starter' },
      {
        en: 'SEO and GEO set-up for Google and AI assistants',
        km: 'ការរៀបចំ SEO និង GEO សម្រាប់ Google និងជំនួយការ AI',
      },
      { en: 'Google Business Profile set-up', km: 'ការរៀបចំ Google Business Profile' },
      {
        en: 'Booking request form and links to Booking.com, TripAdvisor and your social media',
        km: 'ទម្រង់ស្នើសុំការកក់ និងតំណភ្ជាប់ទៅ Booking.com, TripAdvisor និងបណ្ដាញសង្គមរបស់អ្នក',
      },
    ],
    popular: true,
  },
  {
    id: 'enterprise',
    name: { en: 'Enterprise', km: 'កញ្ចប់ Enterprise' },
    priceUsd: 1499,
    priceCents: 149900,
    supportMonths: 6,
    pages: null,
    description: {
      en: 'For larger or growing businesses that need many pages, online bookings or payments, and automation.',
      km: 'សម្រាប់អាជីវកម្មធំ ឬកំពុងរីកចម្រើន ដែលត្រូវការទំព័រច្រើន ការកក់ ឬការទូទាត់តាមអនឡាញ និងស្វ័យប្រវត្តិកម្ម។',
    },
    features: [
      { en: 'Unlimited pages', km: 'ចំនួនទំព័រមិនកំណត់' },
      { en: '6 months of support', km: 'ការគាំទ្ររយៈពេល 6 ខែ' },
      { en: 'Everything in Professional', km: 'គ្រប់យ៉ាងដែលមានក្នុងកញ្ចប់ Professional' },
      { en: 'AI chat assistant in English and Khmer', km: 'ជំនួយការជជែក AI ជាភាសាអង់គ្លេស និងខ្មែរ' },
      {
        en: 'Connection to your booking engine or online payments',
        km: 'ការភ្ជាប់ជាមួយប្រព័ន្ធកក់ ឬការទូទាត់តាមអនឡាញរបស់អ្នក',
      },
      {
        en: 'Business automation and a monthly results report',
        km: 'ស្វ័យប្រវត្តិកម្មអាជីវកម្ម និងរបាយការណ៍លទ្ធផលប្រចាំខែ',
      },
    ],
    popular: false,
  },
];

export function findPackage(id: string): Package | undefined {
  return PACKAGES.find((pkg) => pkg.id === id);
}

/**
 * US dollars written the same way in English and Khmer: '$299', '$1,499', '$12.50'.
 * Latin digits, a comma every three digits, cents only when the amount is not whole.
 */
export function formatUsd(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`formatUsd expects whole cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = abs % 100;
  return `${sign}$${dollars}${rest === 0 ? '' : `.${rest.toString().padStart(2, '0')}`}`;
}

/** The /pricing page around the package cards. */
export const PRICING_PAGE: PricingPageContent = {
  title: { en: 'Simple, one-time prices', km: 'តម្លៃច្បាស់លាស់ បង់តែម្ដងគត់' },
  intro: {
    en: 'Every package includes a website in English and Khmer and a support period. Most sites are ready in 3 to 7 days.',
    km: 'គ្រប់កញ្ចប់រួមមានគេហទំព័រជាភាសាខ្មែរ និងអង់គ្លេស និងរយៈពេលគាំទ្រ។ គេហទំព័រភាគច្រើនរួចរាល់ក្នុងរយៈពេល 3 ទៅ 7 ថ្ងៃ។',
  },
  oneTime: { en: 'one-time payment', km: 'បង់តែម្ដងគត់' },
  popularBadge: { en: 'Most Popular', km: 'ពេញនិយមបំផុត' },
  selectPlan: { en: 'Select Plan', km: 'ជ្រើសរើសកញ្ចប់នេះ' },
  customSolution: {
    title: { en: 'Need a custom solution?', km: 'ត្រូវការដំណោះស្រាយតាមតម្រូវការមែនទេ?' },
    text: {
      en: "Several locations, an online shop, a special booking system or a mix of our services? Tell us what you need and we'll prepare a custom quote.",
      km: 'មានទីតាំងច្រើន ហាងលក់តាមអនឡាញ ប្រព័ន្ធកក់ពិសេស ឬចង់បានសេវាកម្មរបស់យើងច្រើនរួមគ្នាមែនទេ? សូមប្រាប់យើងពីអ្វីដែលអ្នកត្រូវការ ហើយយើងនឹងរៀបចំតម្លៃតាមតម្រូវការជូនអ្នក។',
    },
    button: { label: { en: 'Contact Us', km: 'ទំនាក់ទំនងយើង' }, href: '/services' },
  },
};
