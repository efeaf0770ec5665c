import type { TFunction } from 'i18next';
import {
  BUSINESS_HOURS,
  FAQ,
  faqAnswer,
  findPageRoute,
  formatUsd,
  localizedPath,
  PACKAGES,
  SERVICES,
  SITE,
  type Language,
  type PageRoute,
  type ServiceSlug,
} from '@site/common';
import { breadcrumbTrail } from '../../shared/breadcrumbs';
import { SHIPPED_SETTINGS, withSettings, type SiteSettings } from '../settings';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath } from './og-image/paths';

/**
 * schema.org JSON-LD of a prerendered page (search engines and AI search read it): the agency as a
 * ProfessionalService (a LocalBusiness: address, position, opening hours, area served) on every
 * indexable page, a Service on each service page, an Offer per package
 * on /pricing, a BreadcrumbList on inner pages, the FAQPage on /faq and an Article on each article's page
 * (/blog/{slug}, from the stored article the page rendered).
 * Built at prerender time only, so none of it ships in the browser's JavaScript.
 * Deliberately no Review or AggregateRating: the blog's verdict is the agency's own opinion.
 * Only properties schema.org defines for each type (structured-data.test.ts checks them against
 * schema-org-vocabulary.json).
 */
export type JsonLd = Record<string, unknown>;

export interface StructuredDataInput {
  route: PageRoute | undefined;
  language: Language;
  t: TFunction;
  /** An absolute URL of a site path (the prerenderer writes a token the server replaces). */
  url: (path: string) => string;
  /** The page's English path (a route with a parameter stands for many); the route's own by default. */
  path?: string;
  /** The site settings the page rendered with (the server's pages); as shipped when absent (the prerender). */
  settings?: SiteSettings;
  /** The stored article an article page shows (or the case study a case study's page shows). */
  article?: {
    title: string;
    summary: string;
    publishedAt: string;
    updatedAt: string;
    /** Its link-preview image's path. */
    image: string;
  };
}

const CONTEXT = 'https://schema.org';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY_CODES = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/** schema.org's openingHours text of the business hours: 'Mo-Fr 09:00-17:00' (in BUSINESS_TIMEZONE). */
export function openingHoursText(): string {
  const { days, opens, closes } = BUSINESS_HOURS;
  const consecutive = days.every((day, index) => index === 0 || day === days[index - 1]! + 1);
  const dayText = consecutive
    ? `${DAY_CODES[days[0]]}-${DAY_CODES[days[days.length - 1]!]}`
    : days.map((day) => DAY_CODES[day]).join(',');
  return `${dayText} ${opens}-${closes}`;
}

/** An ImageObject of a page's link-preview image. */
function previewImage(url: string): JsonLd {
  return { '@type': 'ImageObject', url, width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT };
}

export function structuredData({
  route,
  language,
  t,
  url,
  path,
  article,
  settings = SHIPPED_SETTINGS,
}: StructuredDataInput): JsonLd[] {
  if (!route?.indexable) return [];
  const here = path ?? route.path;
  const page = (path: string) => url(localizedPath(path, language));
  const agency = { '@id': url('/#organization') };
  const areaServed = [
    { '@type': 'City', name: SITE.address.city[language] },
    { '@type': 'Country', name: SITE.address.country[language] },
  ];
  const text = (key: string) => t(key, { lng: language });
  const items: JsonLd[] = [professionalService(language, text, url, areaServed, settings)];

  const trail = breadcrumbTrail(route);
  if (trail.length > 0) {
    items.push({
      '@context': CONTEXT,
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.path === route.path && article ? article.title : text(crumb.labelKey),
        item: page(crumb.path === route.path ? here : crumb.path),
      })),
    });
  }

  if (route.id.startsWith('service-')) {
    const service = SERVICES[route.id.slice('service-'.length) as ServiceSlug];
    items.push({
      '@context': CONTEXT,
      '@type': 'Service',
      '@id': `${page(route.path)}#service`,
      name: service.name[language],
      serviceType: service.name.en,
      description: service.shortDescription[language],
      url: page(route.path),
      provider: agency,
      areaServed,
    });
  }

  if (route.id === 'pricing') {
    for (const pkg of PACKAGES.map((each) => withSettings(each, settings))) {
      items.push({
        '@context': CONTEXT,
        '@type': 'Offer',
        '@id': `${page(route.path)}#${pkg.id}`,
        name: pkg.name[language],
        description: pkg.description[language],
        price: pkg.priceUsd.toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: page(route.path),
        seller: agency,
        itemOffered: {
          '@type': 'Service',
          name: pkg.name[language],
          description: pkg.features.map((feature) => feature[language]).join('; '),
          provider: agency,
        },
      });
    }
  }

  if (route.id === 'faq') {
    // Answers that state prices, the phone, the e-mail or the office: as saved in Settings.
    const facts = { ...settings, packages: PACKAGES.map((pkg) => withSettings(pkg, settings)) };
    items.push({
      '@context': CONTEXT,
      '@type': 'FAQPage',
      inLanguage: language,
      url: page(route.path),
      mainEntity: FAQ.sections.flatMap((section) =>
        section.items.map((item) => ({
          '@type': 'Question',
          name: item.question[language],
          acceptedAnswer: {
            '@type': 'Answer',
            text: faqAnswer(item, facts)[language],
          },
        })),
      ),
    });
  }

  // An article's page: an Article; a case study's: a CreativeWork (the agency's work for a client).
  if ((route.id === 'blog-post' || route.id === 'work-case') && article) {
    items.push({
      '@context': CONTEXT,
      '@type': route.id === 'work-case' ? 'CreativeWork' : 'Article',
      headline: article.title,
      description: article.summary,
      image: previewImage(url(article.image)),
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      inLanguage: language,
      url: page(here),
      mainEntityOfPage: page(here),
      author: agency,
      publisher: agency,
    });
  }
  return items;
}

function professionalService(
  language: Language,
  text: (key: string) => string,
  url: (path: string) => string,
  areaServed: JsonLd[],
  settings: SiteSettings,
): JsonLd {
  const { address } = SITE;
  const cents = settings.packages.map((pkg) => pkg.price * 100);
  // The address as admins saved it: one line (the shipped one keeps its parts).
  const moved = settings.address[language] !== SHIPPED_SETTINGS.address[language];
  return {
    '@context': CONTEXT,
    '@type': 'ProfessionalService',
    '@id': url('/#organization'),
    name: SITE.name,
    legalName: SITE.legalName,
    description: text('pages.home.description'),
    url: url(localizedPath('/', language)),
    logo: url('/favicon.svg'),
    image: previewImage(url(ogImagePath(findPageRoute('/'), language))),
    telephone: settings.phone,
    email: settings.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: moved ? settings.address[language] : address.street[language],
      ...(moved ? {} : { addressLocality: address.city[language], postalCode: address.postalCode }),
      addressCountry: address.countryCode,
    },
    ...(moved
      ? {}
      : { geo: { '@type': 'GeoCoordinates', latitude: address.geo.latitude, longitude: address.geo.longitude } }),
    hasMap: settings.mapUrl,
    areaServed,
    openingHours: openingHoursText(),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: BUSINESS_HOURS.days.map((day) => WEEKDAYS[day]),
        opens: BUSINESS_HOURS.opens,
        closes: BUSINESS_HOURS.closes,
      },
    ],
    priceRange: `${formatUsd(Math.min(...cents))}–${formatUsd(Math.max(...cents))}`,
    knowsLanguage: ['en', 'km'],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: settings.phone,
      email: settings.email,
      availableLanguage: ['en', 'km'],
    },
    sameAs: [...settings.socialLinks.map((link) => link.url), settings.telegram],
  };
}

/** The <script type="application/ld+json"> tags; '<' is escaped so no text can close the script. */
export function jsonLdScripts(items: readonly JsonLd[]): string[] {
  return items.map(
    (item) => `<script type="application/ld+json">${JSON.stringify(item).replace(/</g, '\\u003c')}</script>`,
  );
}
