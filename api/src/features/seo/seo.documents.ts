import {
  articlePath,
  BUSINESS_HOURS,
  FAQ,
  faqAnswer,
  LANGUAGES,
  PACKAGES,
  PAGE_ROUTES,
  SERVICE_LIST,
  SITE,
  escapeHtml,
  formatUsd,
  localizedPath,
  type Language,
  type Localized,
} from '@site/common';

/** What llms.txt tells of the site settings. */
export interface ListedSettings {
  phone: string;
  email: string;
  address: Localized;
  packages: { id: string; name: Localized; price: number; features: Localized[] }[];
}

/** A published article or case study as the sitemap and llms.txt list it. */
export interface ListedArticle {
  slug: string;
  title: string;
  summary: string;
  updatedAt: Date;
  /** A case study (/work/{slug}) rather than an article (/blog/{slug}). */
  caseStudy?: boolean;
}

/** The page of a listed article or case study (English path). */
const listedPath = (item: ListedArticle) => (item.caseStudy ? `/work/${item.slug}` : articlePath(item.slug));

/** Absolute URL of an English (spec) path in a language. */
function absolute(publicUrl: string, path: string, language: Language): string {
  return new URL(localizedPath(path, language), publicUrl).href;
}

/**
 * /sitemap.xml: every indexable page in both languages, each with its language alternates. The
 * sitemaps.org schema fixes the order inside <url>: loc, lastmod, changefreq, priority, then elements
 * of other namespaces (the xhtml:link alternates); seo.sitemap.test.ts validates it with xmllint.
 */
export function sitemapXml(publicUrl: string, articles: readonly ListedArticle[] = []): string {
  const pages = [
    ...PAGE_ROUTES.filter((route) => route.indexable).map((route) => ({ path: route.path, lastmod: undefined })),
    // Every published article and case study, with the day it last changed.
    ...articles.map((article) => ({ path: listedPath(article), lastmod: article.updatedAt })),
  ];
  const entries = pages.flatMap((route) =>
    LANGUAGES.map((language) => {
      const alternates = [
        ...LANGUAGES.map((alt) => ({ hreflang: alt, href: absolute(publicUrl, route.path, alt) })),
        { hreflang: 'x-default', href: absolute(publicUrl, route.path, 'en') },
      ];
      return [
        '  <url>',
        `    <loc>${escapeHtml(absolute(publicUrl, route.path, language))}</loc>`,
        ...(route.lastmod ? [`    <lastmod>${route.lastmod.toISOString()}</lastmod>`] : []),
        `    <changefreq>${route.path === '/' || route.path === '/blog' ? 'weekly' : 'monthly'}</changefreq>`,
        `    <priority>${route.path === '/' ? '1.0' : route.path.split('/').length > 2 ? '0.7' : '0.8'}</priority>`,
        ...alternates.map(
          (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}"/>`,
        ),
        '  </url>',
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths no crawler needs: the API, staff pages, the checkout flow, the built-in sign-in provider. */
const PRIVATE_PATHS = [
  '/api/',
  '/graphql',
  '/dev-oidc',
  ...PAGE_ROUTES.filter((r) => r.access === 'login').map((r) => r.path),
];

/** /robots.txt: everything public is open to search engines and AI search; the sitemap and llms.txt are named. */
export function robotsTxt(publicUrl: string): string {
  const disallow = PRIVATE_PATHS.flatMap((path) =>
    path.startsWith('/api') || path === '/graphql' || path === '/dev-oidc' ? [path] : [path, localizedPath(path, 'km')],
  );
  return [
    '# Angkor Digital: search engines and AI assistants are welcome on every public page.',
    `# A plain-text summary for language models: ${new URL('/llms.txt', publicUrl).href}`,
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** /llms.txt (llmstxt.org): what the agency is, its services, packages, FAQ and links, in Markdown. */
export function llmsTxt(
  publicUrl: string,
  businessTimezone: string,
  articles: readonly ListedArticle[] = [],
  /** The site settings as admins saved them (contact details, package names, prices, features). */
  settings?: ListedSettings,
): string {
  const url = (path: string, language: Language = 'en') => absolute(publicUrl, path, language);
  const days = BUSINESS_HOURS.days.map((day) => DAY_NAMES[day - 1]);
  const { address } = SITE;
  const packages = PACKAGES.map((pkg) => {
    const stored = settings?.packages.find((each) => each.id === pkg.id);
    return stored ? { ...pkg, name: stored.name, priceCents: stored.price * 100, features: stored.features } : pkg;
  });
  // The answers that state prices, the phone, the e-mail or the office say what admins saved, as /faq does.
  const faqFacts = settings && { phone: settings.phone, email: settings.email, address: settings.address, packages };
  const lines = [
    `# ${SITE.name}`,
    '',
    `> ${SITE.name} is a digital agency in Siem Reap, Cambodia. It builds AI-assisted websites for tourism and small businesses, optimises them for search engines and AI search (GEO), and runs digital marketing, brand management, website maintenance and social media for them. The site is in English and Khmer (Khmer pages are under /km).`,
    '',
    `- Address: ${settings?.address.en ?? `${address.street.en}, ${address.city.en} ${address.postalCode}, ${address.country.en}`}`,
    `- Phone: ${settings?.phone ?? SITE.phone}`,
    `- E-mail: ${settings?.email ?? SITE.email}`,
    `- Office hours: ${days[0]} to ${days[days.length - 1]}, ${BUSINESS_HOURS.opens} to ${BUSINESS_HOURS.closes} (${businessTimezone})`,
    `- Book a free consultation: ${url('/booking')}`,
    '',
    '## Services',
    '',
    ...SERVICE_LIST.map(
      (service) =>
        `- [${service.name.en}](${url(`/services/${service.slug}`)}): ${service.shortDescription.en} Key features: ${service.keyFeatures.map((f) => f.en).join('; ')}.`,
    ),
    '',
    '## Packages',
    '',
    `One-time prices in US dollars; details and online payment on [the pricing page](${url('/pricing')}).`,
    '',
    ...packages.map(
      (pkg) =>
        `- ${pkg.name.en}: ${formatUsd(pkg.priceCents)}, ${pkg.pages === null ? 'unlimited pages' : `${pkg.pages} pages`}, ${pkg.supportMonths} month${pkg.supportMonths === 1 ? '' : 's'} of support${pkg.popular ? ' (most popular)' : ''}. ${pkg.features.map((f) => f.en).join('; ')}.`,
    ),
    '',
    '## Frequently asked questions',
    '',
    ...FAQ.sections.flatMap((section) => [
      `### ${section.title.en}`,
      '',
      ...section.items.map(
        (item) =>
          `- [${item.question.en}](${url('/faq')}#${item.id}): ${(faqFacts ? faqAnswer(item, faqFacts) : item.answer).en}`,
      ),
      '',
    ]),
    '## Pages',
    '',
    `- [Home](${url('/')})`,
    `- [Services](${url('/services')})`,
    `- [Free business listing in the Siem Reap and Phnom Penh directories](${url('/free-listing')})`,
    `- [Articles](${url('/blog')}) (Atom feed: ${url('/blog/feed.xml')})`,
    `- [Our work: case studies](${url('/work')})`,
    `- [FAQ](${url('/faq')})`,
    '',
    ...[
      { heading: '## Articles', items: articles.filter((item) => !item.caseStudy) },
      { heading: '## Case studies (our work for clients)', items: articles.filter((item) => item.caseStudy) },
    ].flatMap(({ heading, items }) =>
      items.length > 0
        ? [
            heading,
            '',
            ...items.map((item) => `- [${item.title}](${url(listedPath(item))}): ${item.summary.replace(/\s+/g, ' ')}`),
            '',
          ]
        : [],
    ),
    '## Optional',
    '',
    `- [The site in Khmer](${url('/', 'km')})`,
    `- [Sitemap](${new URL('/sitemap.xml', publicUrl).href})`,
    `- Partner GraphQL API (public, read-only): POST ${new URL('/graphql', publicUrl).href} with the queries services, service, packages, faq, categories, posts, post(slug), caseStudies and caseStudy(slug), each taking language: en or km.`,
    '',
  ];
  return lines.join('\n');
}
