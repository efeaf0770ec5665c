import {
  BUSINESS_TIMEZONE_DEFAULT,
  businessHoursText,
  BOOKING_DURATIONS,
  BOOKING_HORIZON_DAYS,
  BOOKING_LINK,
  FAQ,
  FREE_LISTING,
  PACKAGES,
  PRICING_PAGE,
  SERVICE_LIST,
  SERVICES_PAGE,
  SITE,
  formatUsd,
  type Language,
  type Localized,
  type Package,
} from '@site/common';

/** Where an answer points the visitor: a page of the site (its English path) and the link's label. */
export interface KnowledgeLink {
  path: string;
  label: Localized;
}

/**
 * One piece of the site's content the assistant can answer with. `title` and `answer` are searched
 * (the title counts more); `keywords` are searched but never shown.
 */
export interface KnowledgeEntry {
  id: string;
  title: Localized;
  answer: Localized;
  keywords?: Localized;
  link: KnowledgeLink;
}

const PRICING: KnowledgeLink = { path: '/pricing', label: { en: 'Pricing', km: 'តម្លៃ' } };
const BOOKING: KnowledgeLink = { path: BOOKING_LINK.href, label: BOOKING_LINK.label };
const FAQ_PAGE: KnowledgeLink = { path: '/faq', label: { en: 'FAQ', km: 'សំណួរញឹកញាប់' } };

const both = (make: (language: Language) => string): Localized => ({ en: make('en'), km: make('km') });

/** FAQ answers whose most useful next step is another page than the FAQ itself. */
const FAQ_LINKS: Record<string, KnowledgeLink> = {
  'website-cost': PRICING,
  'how-do-i-pay': PRICING,
  'hosting-and-domain': PRICING,
  'is-the-consultation-free': BOOKING,
  'after-booking': BOOKING,
  'how-to-contact-us': BOOKING,
  'where-is-your-office': BOOKING,
  'improve-existing-website': BOOKING,
};

function pagesText(pkg: Package, language: Language): string {
  if (pkg.pages === null) return language === 'en' ? 'unlimited pages' : 'ចំនួនទំព័រមិនកំណត់';
  return language === 'en' ? `up to ${pkg.pages} pages` : `រហូតដល់ ${pkg.pages} ទំព័រ`;
}

function packageEntry(pkg: Package): KnowledgeEntry {
  const price = formatUsd(pkg.priceCents);
  return {
    id: `package-${pkg.id}`,
    title: both((l) => (l === 'en' ? `${pkg.name.en} package price` : `តម្លៃ${pkg.name.km}`)),
    answer: both((l) =>
      l === 'en'
        ? `The ${pkg.name.en} package costs ${price}, paid once: ${pagesText(pkg, l)} and ${pkg.supportMonths} month${pkg.supportMonths === 1 ? '' : 's'} of support. ${pkg.description.en}\n${pkg.features.map((f) => `- ${f.en}`).join('\n')}`
        : `${pkg.name.km} មានតម្លៃ ${price} បង់តែម្ដងគត់៖ ${pagesText(pkg, l)} និងការគាំទ្ររយៈពេល ${pkg.supportMonths} ខែ។ ${pkg.description.km}\n${pkg.features.map((f) => `- ${f.km}`).join('\n')}`,
    ),
    keywords: both((l) =>
      l === 'en' ? `${pkg.id} plan cost how much support months pages` : `${pkg.id} កញ្ចប់ តម្លៃ ប៉ុន្មាន ខែ ទំព័រ`,
    ),
    link: PRICING,
  };
}

function packagesOverview(): KnowledgeEntry {
  const line = (pkg: Package, l: Language) =>
    l === 'en'
      ? `- ${pkg.name.en}: ${formatUsd(pkg.priceCents)} (${pagesText(pkg, l)}, ${pkg.supportMonths} month${pkg.supportMonths === 1 ? '' : 's'} of support)`
      : `- ${pkg.name.km}៖ ${formatUsd(pkg.priceCents)} (${pagesText(pkg, l)} ការគាំទ្រ ${pkg.supportMonths} ខែ)`;
  return {
    id: 'packages',
    title: PRICING_PAGE.title,
    answer: both(
      (l) =>
        `${PRICING_PAGE.intro[l]}\n${PACKAGES.map((pkg) => line(pkg, l)).join('\n')}\n${PRICING_PAGE.customSolution.text[l]}`,
    ),
    keywords: { en: 'packages plans prices compare which package', km: 'កញ្ចប់ទាំងអស់ ប្រៀបធៀប តម្លៃ' },
    link: PRICING,
  };
}

function address(l: Language): string {
  const { street, city, country } = SITE.address;
  return `${street[l]}, ${city[l]}, ${country[l]}`;
}

/** Facts that live in site.ts and business.ts rather than in a page's text. */
function siteFacts(businessTimeZone: string): KnowledgeEntry[] {
  const hours = both((l) => businessHoursText(businessTimeZone, l));
  return [
    {
      id: 'opening-hours',
      title: { en: 'Business hours: when are you open', km: 'ម៉ោងធ្វើការ៖ បើកម៉ោងប៉ុន្មាន' },
      answer: {
        en: `Our office hours are ${hours.en}. We are closed on Saturdays, Sundays and public holidays. You can book a consultation at any hour on our booking page, for a time in our office hours.`,
        km: `ម៉ោងធ្វើការរបស់យើងគឺ ${hours.km}។ យើងឈប់សម្រាកនៅថ្ងៃសៅរ៍ ថ្ងៃអាទិត្យ និងថ្ងៃបុណ្យ។ អ្នកអាចកក់ពេលពិគ្រោះយោបល់នៅលើទំព័រកក់បានគ្រប់ពេល សម្រាប់ពេលវេលាណាមួយក្នុងម៉ោងធ្វើការរបស់យើង។`,
      },
      keywords: {
        en: 'hours open close time today saturday sunday weekend office hours schedule',
        km: 'ម៉ោង បើក បិទ ថ្ងៃសៅរ៍ ថ្ងៃអាទិត្យ ធ្វើការ ថ្ងៃណា',
      },
      link: BOOKING,
    },
    {
      id: 'contact-details',
      title: { en: 'Phone number, e-mail and address', km: 'លេខទូរសព្ទ អ៊ីមែល និងអាសយដ្ឋាន' },
      answer: {
        en: `Call us on ${SITE.phone}, write to ${SITE.email}, or visit us at ${address('en')}. We answer ${hours.en}.`,
        km: `ទូរសព្ទមកយើងតាមលេខ ${SITE.phone} ផ្ញើអ៊ីមែលមក ${SITE.email} ឬមកជួបយើងនៅ ${address('km')}។ យើងឆ្លើយតប${hours.km}។`,
      },
      keywords: {
        en: 'phone number call email contact reach telegram whatsapp',
        km: 'ទូរសព្ទ លេខ អ៊ីមែល ទាក់ទង ទំនាក់ទំនង',
      },
      link: BOOKING,
    },
    {
      id: 'booking',
      title: { en: 'Book a consultation appointment', km: 'កក់ពេលពិគ្រោះយោបល់' },
      answer: {
        en: `Pick a date and a time on our booking page: ${hours.en}, up to ${BOOKING_HORIZON_DAYS} days ahead, for ${BOOKING_DURATIONS.join(', ')} minutes. The first consultation is free.`,
        km: `សូមជ្រើសរើសកាលបរិច្ឆេទ និងម៉ោងនៅលើទំព័រកក់៖ ${hours.km} ជាមុនរហូតដល់ ${BOOKING_HORIZON_DAYS} ថ្ងៃ ក្នុងរយៈពេល ${BOOKING_DURATIONS.join(', ')} នាទី។ ការពិគ្រោះយោបល់លើកដំបូងមិនគិតថ្លៃទេ។`,
      },
      keywords: {
        en: 'book booking appointment schedule consultation meeting reserve',
        km: 'កក់ ណាត់ ពិគ្រោះ ជួប កាលបរិច្ឆេទ',
      },
      link: BOOKING,
    },
    {
      id: 'free-listing',
      title: FREE_LISTING.title,
      answer: both(
        (l) =>
          `${FREE_LISTING.intro[l]}\n${FREE_LISTING.directories.map((d) => `- ${d.title[l]}: ${d.text[l]}`).join('\n')}\n${FREE_LISTING.whyList.points.find((p) => p.id === 'free')!.text[l]}`,
      ),
      keywords: {
        en: 'free listing directory list my business siem reap phnom penh',
        km: 'ចុះបញ្ជី ឥតគិតថ្លៃ បញ្ជីឈ្មោះ អាជីវកម្ម',
      },
      link: { path: '/free-listing', label: { en: 'Free listing', km: 'ចុះបញ្ជីដោយឥតគិតថ្លៃ' } },
    },
    {
      id: 'services-overview',
      title: SERVICES_PAGE.title,
      answer: both(
        (l) =>
          `${SERVICES_PAGE.intro[l]}\n${SERVICE_LIST.map((s) => `- ${s.name[l]}: ${s.shortDescription[l]}`).join('\n')}`,
      ),
      keywords: {
        en: 'services what do you do offer help',
        km: 'សេវាកម្ម ធ្វើអ្វី ផ្ដល់ជូន',
      },
      link: { path: '/services', label: { en: 'Our services', km: 'សេវាកម្មរបស់យើង' } },
    },
  ];
}

/**
 * Every entry: the FAQ, the six services, the packages and the site's own facts, in both languages;
 * office hours in the office's zone (BUSINESS_TIMEZONE).
 */
export function buildKnowledge(businessTimeZone: string = BUSINESS_TIMEZONE_DEFAULT): KnowledgeEntry[] {
  const faq = FAQ.sections.flatMap((section) =>
    section.items.map((item): KnowledgeEntry => ({
      id: `faq-${item.id}`,
      title: item.question,
      answer: item.answer,
      link: FAQ_LINKS[item.id] ?? { ...FAQ_PAGE, path: `/faq#${item.id}` },
    })),
  );
  const services = SERVICE_LIST.map((service): KnowledgeEntry => ({
    id: `service-${service.slug}`,
    title: service.name,
    answer: both(
      (l) => `${service.shortDescription[l]}\n${service.keyFeatures.map((feature) => `- ${feature[l]}`).join('\n')}`,
    ),
    keywords: both((l) =>
      [l === 'en' ? 'service' : 'សេវាកម្ម', service.hero.title[l], ...service.cards.map((card) => card.title[l])].join(
        ' ',
      ),
    ),
    link: { path: `/services/${service.slug}`, label: service.name },
  }));
  return [...faq, ...services, ...PACKAGES.map(packageEntry), packagesOverview(), ...siteFacts(businessTimeZone)];
}
