import {
  BUSINESS_TIMEZONE_DEFAULT,
  businessHoursText,
  BOOKING_DURATIONS,
  BOOKING_HORIZON_DAYS,
  BOOKING_LINK,
  FAQ,
  faqAnswer,
  FREE_LISTING,
  PACKAGES,
  PAYMENT_METHODS,
  PRICING_PAGE,
  SERVICE_LIST,
  SERVICES_PAGE,
  formatUsd,
  type Language,
  type Localized,
  type Package,
} from '@site/common';
import { contactDetails } from '../../../shared/contact-details.js';

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
  /**
   * Said after the answer but not searched: what every entry of its kind adds (a service's price), which
   * would otherwise pull questions about other things towards all of them.
   */
  note?: Localized;
  /** What the entry answers, as the lexicon's concepts (lexicon.ts): how visitors' words find it. */
  concepts?: readonly string[];
  link: KnowledgeLink;
}

const PRICING: KnowledgeLink = { path: '/pricing', label: { en: 'Pricing', km: 'តម្លៃ' } };
const BOOKING: KnowledgeLink = { path: BOOKING_LINK.href, label: BOOKING_LINK.label };
const FAQ_PAGE: KnowledgeLink = { path: '/faq', label: { en: 'FAQ', km: 'សំណួរញឹកញាប់' } };

const both = (make: (language: Language) => string): Localized => ({ en: make('en'), km: make('km') });

/** What each FAQ answer is about, in the lexicon's concepts. */
const FAQ_CONCEPTS: Record<string, readonly string[]> = {
  'who-is-angkor-digital': ['@about'],
  'where-is-your-office': ['@location', '@location', '@office', '@office'],
  'which-businesses': ['@clients', '@clients'],
  'outside-siem-reap': ['@outside', '@outside', '@province', '@clients'],
  'which-languages': ['@language', '@speak'],
  'how-do-you-use-ai': ['@ai', '@ai'],
  'is-the-consultation-free': ['@book', '@free', '@price', '@pay'],
  'after-booking': ['@book', '@after'],
  'how-to-contact-us': ['@contact', '@phone', '@email'],
  'what-is-geo': ['@geo', '@seo'],
  'google-maps': ['@maps', '@maps'],
  'how-long-for-results': ['@results', '@results', '@seo', '@duration'],
  'website-cost': ['@price', '@website'],
  'how-long-to-build': ['@duration', '@duration', '@website'],
  'what-to-prepare': ['@prepare', '@prepare', '@photos', '@photos'],
  'khmer-and-english': ['@language', '@website', '@otherlang', '@otherlang'],
  'who-owns-the-website': ['@own', '@hosting', '@website'],
  'hosting-and-domain': ['@hosting', '@price', '@pay'],
  'mobile-friendly': ['@mobile', '@website'],
  'booking-engines-and-otas': ['@ota', '@website'],
  'online-payments-aba-khqr': ['@guests', '@guests', '@pay', '@khqr', '@card'],
  'update-it-myself': ['@edit', '@website'],
  'what-support-includes': ['@support'],
  'after-the-support-period': ['@support', '@ends'],
  'improve-existing-website': ['@redesign', '@website'],
  'ai-chat-and-automation': ['@chatbot', '@chatbot', '@website'],
};

/** The FAQ answers the assistant answers with its own entry instead (payment-methods names KHQR too). */
const FAQ_REPLACED = new Set(['how-do-i-pay']);

/** Each service's concepts. */
const SERVICE_CONCEPTS: Record<string, readonly string[]> = {
  'web-design': ['@website', '@services'],
  seo: ['@seo', '@seo', '@results', '@services'],
  'digital-marketing': ['@ads', '@ads', '@social', '@services'],
  'brand-management': ['@brand', '@brand', '@services'],
  'website-maintenance': ['@maintenance', '@maintenance', '@services'],
  'social-media': ['@social', '@social', '@photos', '@services'],
};

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
    concepts: [`@${pkg.id}`, `@${pkg.id}`, '@package', '@price', '@pages', '@months', '@support', '@seo'],
    link: PRICING,
  };
}

/**
 * What a service costs, said with the service (a visitor asks "how much is it?" about the service they
 * read about): websites come in the packages at their saved prices; the other services are priced for
 * the work, in writing before it starts, after the free consultation (as the pricing page's custom
 * quote and the FAQ say).
 */
function servicePrice(slug: string, packages: readonly Package[], l: Language): string {
  if (slug === 'web-design') {
    const list = packages.map((pkg) => `${pkg.name[l]} ${formatUsd(pkg.priceCents)}`).join(', ');
    return l === 'en' ? `Price: three packages with one-time prices: ${list}.` : `តម្លៃ៖ កញ្ចប់បីដែលបង់តែម្ដង៖ ${list}។`;
  }
  return l === 'en'
    ? 'Price: it depends on what your business needs. After a free consultation we give you a fixed price in writing, before any work starts.'
    : 'តម្លៃ៖ អាស្រ័យលើអ្វីដែលអាជីវកម្មរបស់អ្នកត្រូវការ។ បន្ទាប់ពីការពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ យើងផ្ដល់តម្លៃថេរជាលាយលក្ខណ៍អក្សរ មុនពេលចាប់ផ្ដើមការងារ។';
}

function packagesOverview(packages: readonly Package[]): KnowledgeEntry {
  const line = (pkg: Package, l: Language) =>
    l === 'en'
      ? `- ${pkg.name.en}: ${formatUsd(pkg.priceCents)} (${pagesText(pkg, l)}, ${pkg.supportMonths} month${pkg.supportMonths === 1 ? '' : 's'} of support)`
      : `- ${pkg.name.km}៖ ${formatUsd(pkg.priceCents)} (${pagesText(pkg, l)} ការគាំទ្រ ${pkg.supportMonths} ខែ)`;
  return {
    id: 'packages',
    title: PRICING_PAGE.title,
    answer: both(
      (l) =>
        `${PRICING_PAGE.intro[l]}\n${packages.map((pkg) => line(pkg, l)).join('\n')}\n${ONE_TIME[l]}\n${PRICING_PAGE.customSolution.text[l]}`,
    ),
    keywords: { en: 'packages plans prices compare which package', km: 'កញ្ចប់ទាំងអស់ ប្រៀបធៀប តម្លៃ' },
    concepts: ['@price', '@price', '@package', '@package', '@onetime', '@currency', '@website', '@shop', '@shop'],
    link: PRICING,
  };
}

const ONE_TIME: Localized = {
  en: 'Each price is a one-time payment in US dollars, not a monthly fee.',
  km: 'តម្លៃនីមួយៗបង់តែម្ដងគត់ ជាប្រាក់ដុល្លារអាមេរិក មិនមែនបង់ប្រចាំខែទេ។',
};

const METHOD_NAMES: Record<(typeof PAYMENT_METHODS)[number], Localized> = {
  khqr: {
    en: 'KHQR, the QR code of the National Bank of Cambodia, which any Cambodian banking app (ABA, ACLEDA, Wing, Bakong…) can scan',
    km: 'KHQR ដែលជាកូដ QR របស់ធនាគារជាតិនៃកម្ពុជា អាចស្កេនដោយកម្មវិធីធនាគារណាមួយនៅកម្ពុជា (ABA, ACLEDA, Wing, Bakong…)',
  },
  payway: {
    en: 'a bank card (Visa, Mastercard…), ABA PAY, Alipay or WeChat Pay',
    km: 'ប័ណ្ណធនាគារ (Visa, Mastercard…), ABA PAY, Alipay ឬ WeChat Pay',
  },
  card: { en: 'a bank card (Visa, Mastercard…)', km: 'ប័ណ្ណធនាគារ (Visa, Mastercard…)' },
};

/** What the answer lists: a bank card is one of PayWay's ways (Stripe's card form only stands in for it). */
const LISTED_METHODS = PAYMENT_METHODS.filter((method) => method !== 'card');

/** How visitors pay the agency: the checkout's methods (common's PAYMENT_METHODS), in its order. */
function paymentMethods(): KnowledgeEntry {
  const howDoIPay = FAQ.sections.flatMap((section) => section.items).find((item) => item.id === 'how-do-i-pay');
  const custom: Localized = {
    en: 'For other services and custom projects, we agree the price and the way you pay in writing before any work starts.',
    km: 'សម្រាប់សេវាកម្មផ្សេងទៀត និងគម្រោងតាមតម្រូវការ យើងព្រមព្រៀងគ្នាលើតម្លៃ និងវិធីទូទាត់ជាលាយលក្ខណ៍អក្សរ មុនពេលចាប់ផ្ដើមការងារ។',
  };
  return {
    id: 'payment-methods',
    title: howDoIPay?.question ?? { en: 'How do I pay?', km: 'តើខ្ញុំត្រូវទូទាត់ដោយរបៀបណា?' },
    answer: both((l) =>
      l === 'en'
        ? `Our website packages are paid once, in US dollars, at checkout after you choose a package on our pricing page. You can pay by:\n${LISTED_METHODS.map((m) => `- ${METHOD_NAMES[m].en}`).join('\n')}\n${custom.en}`
        : `កញ្ចប់គេហទំព័ររបស់យើង បង់តែម្ដងគត់ជាប្រាក់ដុល្លារអាមេរិក នៅពេលទូទាត់ បន្ទាប់ពីអ្នកជ្រើសរើសកញ្ចប់នៅលើទំព័រតម្លៃ។ អ្នកអាចបង់តាម៖\n${LISTED_METHODS.map((m) => `- ${METHOD_NAMES[m].km}`).join('\n')}\n${custom.km}`,
    ),
    concepts: ['@pay', '@pay', '@khqr', '@khqr', '@card', '@card', '@currency', '@onetime'],
    link: PRICING,
  };
}

/** The office's address as Settings hold it now (the knowledge is rebuilt when they change). */
const address = (l: Language): string => contactDetails().address[l];
/** "message us on Telegram (…) or WhatsApp (…), " with the links Settings hold; nothing for one left empty. */
const messengers = (l: Language): string => {
  const { telegram, whatsapp } = contactDetails();
  const apps = [telegram && `Telegram (${telegram})`, whatsapp && `WhatsApp (${whatsapp})`].filter(Boolean);
  if (apps.length === 0) return '';
  return l === 'en' ? `message us on ${apps.join(' or ')}, ` : `ផ្ញើសារមកយើងតាម ${apps.join(' ឬ ')} `;
};

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
      concepts: ['@hours', '@hours'],
      link: BOOKING,
    },
    {
      id: 'contact-details',
      title: { en: 'Phone number, e-mail and address', km: 'លេខទូរសព្ទ អ៊ីមែល និងអាសយដ្ឋាន' },
      answer: {
        // Telegram and WhatsApp too, as Settings hold them (the FAQ says "by phone, Telegram or WhatsApp").
        get en() {
          const { phone, email } = contactDetails();
          return `Call us on ${phone}, write to ${email}, ${messengers('en')}or visit us at ${address('en')}. We answer ${hours.en}.`;
        },
        get km() {
          const { phone, email } = contactDetails();
          return `ទូរសព្ទមកយើងតាមលេខ ${phone} ផ្ញើអ៊ីមែលមក ${email} ${messengers('km')}ឬមកជួបយើងនៅ ${address('km')}។ យើងឆ្លើយតប${hours.km}។`;
        },
      },
      keywords: {
        en: 'phone number call email contact reach telegram whatsapp',
        km: 'ទូរសព្ទ លេខ អ៊ីមែល ទាក់ទង ទំនាក់ទំនង telegram whatsapp តេឡេក្រាម',
      },
      concepts: ['@phone', '@phone', '@email', '@email', '@contact', '@location', '@office'],
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
      concepts: ['@book', '@book', '@duration'],
      link: BOOKING,
    },
    {
      id: 'meeting-ways',
      title: {
        en: 'How we meet for the consultation: video call, phone call or at our office',
        km: 'របៀបជួបពិគ្រោះយោបល់៖ ហៅជាវីដេអូ ហៅទូរសព្ទ ឬជួបនៅការិយាល័យ',
      },
      answer: {
        get en() {
          return `You choose how we meet when you book: a video call (we send you a link that opens in the browser of your phone or computer, with nothing to install and no Zoom account needed), a phone call (we call the number you give us), or at our office, ${address('en')}. The confirmation e-mail has the link or the address.`;
        },
        get km() {
          return `អ្នកជ្រើសរើសរបៀបជួបនៅពេលកក់៖ ហៅជាវីដេអូ (យើងផ្ញើតំណមួយដែលបើកក្នុងកម្មវិធីរុករកនៃទូរសព្ទ ឬកុំព្យូទ័ររបស់អ្នក ដោយមិនចាំបាច់ដំឡើងអ្វី ហើយមិនត្រូវការគណនី Zoom ទេ) ហៅទូរសព្ទ (យើងហៅទៅលេខដែលអ្នកផ្ដល់ឱ្យ) ឬជួបនៅការិយាល័យរបស់យើង ${address('km')}។ អ៊ីមែលបញ្ជាក់មានតំណ ឬអាសយដ្ឋាននោះ។`;
        },
      },
      keywords: {
        en: 'video call zoom link browser install phone call office in person how do we meet online',
        km: 'វីដេអូ តំណ ហៅ ទូរសព្ទ ការិយាល័យ ជួប អនឡាញ',
      },
      concepts: ['@video', '@video', '@book'],
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
      concepts: ['@listing', '@listing', '@free'],
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
      concepts: ['@services', '@services', '@services', '@services'],
      link: { path: '/services', label: { en: 'Our services', km: 'សេវាកម្មរបស់យើង' } },
    },
  ];
}

/**
 * Every entry: the FAQ, the six services, the packages and the site's own facts, in both languages;
 * office hours in the office's zone (BUSINESS_TIMEZONE).
 */
/** A package as Settings hold it (the settings feature's PackageSettings). */
export interface SavedPackage {
  id: string;
  name: Localized;
  price: number;
  features: Localized[];
}

export function buildKnowledge(
  businessTimeZone: string = BUSINESS_TIMEZONE_DEFAULT,
  saved: readonly SavedPackage[] = [],
): KnowledgeEntry[] {
  // The packages' names, prices and features as admins saved them (Settings), the rest as shipped.
  const packages = PACKAGES.map((pkg): Package => {
    const stored = saved.find((candidate) => candidate.id === pkg.id);
    return stored
      ? { ...pkg, name: stored.name, priceUsd: stored.price, priceCents: stored.price * 100, features: stored.features }
      : pkg;
  });
  const faq = FAQ.sections.flatMap((section) =>
    section.items
      .filter((item) => !FAQ_REPLACED.has(item.id))
      .map((item): KnowledgeEntry => ({
        id: `faq-${item.id}`,
        title: item.question,
        // The question it answers first, so the visitor sees what the answer is about.
        answer: both((l) => `${item.question[l]}\n${faqAnswer(item, { packages, ...contactDetails() })[l]}`),
        concepts: FAQ_CONCEPTS[item.id] ?? [],
        link: FAQ_LINKS[item.id] ?? { ...FAQ_PAGE, path: `/faq#${item.id}` },
      })),
  );
  const services = SERVICE_LIST.map((service): KnowledgeEntry => ({
    id: `service-${service.slug}`,
    title: service.name,
    answer: both(
      (l) =>
        `${service.name[l]}${l === 'en' ? ':' : '៖'} ${service.shortDescription[l]}\n${service.keyFeatures.map((feature) => `- ${feature[l]}`).join('\n')}`,
    ),
    note: both((l) => servicePrice(service.slug, packages, l)),
    concepts: SERVICE_CONCEPTS[service.slug] ?? [],
    keywords: both((l) =>
      [l === 'en' ? 'service' : 'សេវាកម្ម', service.hero.title[l], ...service.cards.map((card) => card.title[l])].join(
        ' ',
      ),
    ),
    link: { path: `/services/${service.slug}`, label: service.name },
  }));
  return [
    ...faq,
    ...services,
    ...packages.map(packageEntry),
    packagesOverview(packages),
    paymentMethods(),
    ...siteFacts(businessTimeZone),
  ];
}
