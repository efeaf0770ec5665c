import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { findPageRoute, LANGUAGES, PAGE_ROUTES, SITE, type Language } from '@site/common';
import { createI18n } from '../../app/i18n';
import { jsonLdScripts, structuredData, type JsonLd } from './structured-data';

const read = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8'));
const i18n = createI18n('en', { en: read('en'), km: read('km') });
const t = i18n.t.bind(i18n);
const url = (path: string) => `https://site.example${path}`;

const dataOf = (path: string, language: Language = 'en') =>
  structuredData({ route: findPageRoute(path), language, t, url });
const ofType = (items: JsonLd[], type: string) => items.filter((item) => item['@type'] === type);

const vocabulary = JSON.parse(readFileSync(new URL('./schema-org-vocabulary.json', import.meta.url), 'utf8')) as {
  types: Record<string, string[]>;
  properties: Record<string, string[]>;
};
const types = vocabulary.types;
const domains = vocabulary.properties;
/** The type and all its supertypes. */
const lineage = (type: string): string[] => [type, ...(types[type] ?? []).flatMap(lineage)];

/** Every way a JSON-LD node departs from the schema.org vocabulary slice, as readable lines. */
function vocabularyProblems(node: unknown, where: string): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => vocabularyProblems(item, `${where}[${index}]`));
  if (typeof node !== 'object' || node === null) return [];
  const entries = Object.entries(node);
  const type = (node as JsonLd)['@type'];
  if (typeof type !== 'string') {
    // Only a reference to a node described elsewhere ({ "@id": … }) may go without a type.
    return entries.some(([key]) => key !== '@id') ? [`${where}: an object without @type`] : [];
  }
  if (!(type in types)) return [`${where}: type ${type} is not in the schema.org slice`];
  return entries.flatMap(([property, value]) => {
    if (property.startsWith('@')) return [];
    const domain = domains[property];
    if (!domain) return [`${where}: ${type}.${property} is not in the schema.org slice`];
    const problems = lineage(type).some((ancestor) => domain.includes(ancestor))
      ? []
      : [`${where}: schema.org does not define ${property} on ${type} (only on ${domain.join(', ')})`];
    return [...problems, ...vocabularyProblems(value, `${where}.${property}`)];
  });
}

describe('structured data (JSON-LD)', () => {
  it('uses only types and properties schema.org defines for them, on every page in both languages', () => {
    for (const language of LANGUAGES) {
      for (const route of PAGE_ROUTES) {
        const items = structuredData({ route, language, t, url });
        expect(
          items.flatMap((item, index) => vocabularyProblems(item, `${route.path} (${language}) #${index}`)),
        ).toEqual([]);
      }
    }
  });

  it('finds a property schema.org does not define on a type (the check can fail)', () => {
    expect(vocabularyProblems({ '@type': 'Service', name: 'SEO', availableLanguage: ['en', 'km'] }, 'x')).toEqual([
      expect.stringContaining('does not define availableLanguage on Service'),
    ]);
    expect(vocabularyProblems({ '@type': 'Article', rating: 5 }, 'x')).toEqual([
      'x: Article.rating is not in the schema.org slice',
    ]);
    expect(vocabularyProblems({ '@type': 'Offer', seller: { name: 'untyped' } }, 'x')).toEqual([
      'x.seller: an object without @type',
    ]);
  });

  it('describes the agency as a LocalBusiness subtype with address, position, opening hours and area served', () => {
    const [agency] = ofType(dataOf('/'), 'ProfessionalService');
    // ProfessionalService is a LocalBusiness in schema.org, which is what local search reads.
    expect(lineage('ProfessionalService')).toContain('LocalBusiness');
    expect(agency).toMatchObject({
      geo: { '@type': 'GeoCoordinates', latitude: SITE.address.geo.latitude, longitude: SITE.address.geo.longitude },
      openingHours: 'Mo-Fr 09:00-17:00',
      image: { '@type': 'ImageObject', url: 'https://site.example/og/en/home.png', width: 1200, height: 630 },
      contactPoint: { '@type': 'ContactPoint', availableLanguage: ['en', 'km'] },
    });
    // Siem Reap, on Sivatha Boulevard.
    expect(SITE.address.geo.latitude).toBeCloseTo(13.36, 1);
    expect(SITE.address.geo.longitude).toBeCloseTo(103.86, 1);
  });

  it('describes the agency as a ProfessionalService with address, area, hours, phone, url and social links', () => {
    const [agency] = ofType(dataOf('/'), 'ProfessionalService');
    expect(agency).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Angkor Digital',
      telephone: SITE.phone,
      url: 'https://site.example/',
      address: { '@type': 'PostalAddress', addressLocality: 'Siem Reap', addressCountry: 'KH' },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '17:00',
        },
      ],
      sameAs: [...SITE.socialLinks.map((link) => link.url), SITE.telegram],
    });
    expect(agency.areaServed).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Siem Reap' })]));
    expect(ofType(dataOf('/', 'km'), 'ProfessionalService')[0]).toMatchObject({
      url: 'https://site.example/km',
      address: { addressLocality: SITE.address.city.km },
    });
  });

  it('gives each service page its Service, provided by the agency', () => {
    const services = ofType(dataOf('/services/seo'), 'Service');
    expect(services).toHaveLength(1);
    expect(services[0]).toMatchObject({
      name: 'SEO & AI Search (GEO)',
      url: 'https://site.example/services/seo',
      provider: { '@id': 'https://site.example/#organization' },
    });
    expect(ofType(dataOf('/services/seo', 'km'), 'Service')[0].url).toBe('https://site.example/km/services/seo');
  });

  it('offers each package on /pricing with its one-time price in USD', () => {
    const offers = ofType(dataOf('/pricing'), 'Offer');
    expect(offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ['Starter', '299.00', 'USD'],
      ['Professional', '799.00', 'USD'],
      ['Enterprise', '1499.00', 'USD'],
    ]);
  });

  it("describes a stored article's page as an Article, dated, with its preview image, in the page language", () => {
    const route = findPageRoute('/blog/guesthouse-photos');
    expect(route?.id).toBe('blog-post');
    const article = {
      title: 'រូបថតដែលធ្វើឱ្យផ្ទះសំណាក់ពេញ',
      summary: 'ហេតុអ្វីរូបថតទីមួយសម្រេចការកក់។',
      publishedAt: '2026-11-20T02:00:00.000Z',
      updatedAt: '2026-11-21T03:00:00.000Z',
      image: '/og/km/blog/guesthouse-photos.png',
    };
    const items = structuredData({ route, language: 'km', t, url, path: '/blog/guesthouse-photos', article });
    expect(items.flatMap((item, index) => vocabularyProblems(item, `article #${index}`))).toEqual([]);
    expect(ofType(items, 'Article')[0]).toMatchObject({
      headline: article.title,
      description: article.summary,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      image: { '@type': 'ImageObject', url: 'https://site.example/og/km/blog/guesthouse-photos.png' },
      inLanguage: 'km',
      url: 'https://site.example/km/blog/guesthouse-photos',
    });
    expect(ofType(items, 'BreadcrumbList')[0]!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'ទំព័រដើម', item: 'https://site.example/km' },
      { '@type': 'ListItem', position: 2, name: 'អត្ថបទ', item: 'https://site.example/km/blog' },
      { '@type': 'ListItem', position: 3, name: article.title, item: 'https://site.example/km/blog/guesthouse-photos' },
    ]);
    // The list of articles is no Article itself.
    expect(ofType(dataOf('/blog', 'km'), 'Article')).toEqual([]);
  });

  it("describes a case study's page as a CreativeWork, dated, under Our work, in the page language", () => {
    const route = findPageRoute('/work/banyan-courtyard');
    expect(route?.id).toBe('work-case');
    const study = {
      title: 'Direct bookings for a guesthouse',
      summary: 'A bilingual website with booking, and 38 % more direct bookings.',
      publishedAt: '2026-11-20T02:00:00.000Z',
      updatedAt: '2026-11-21T03:00:00.000Z',
      image: '/og/en/work/banyan-courtyard.png',
    };
    const items = structuredData({ route, language: 'en', t, url, path: '/work/banyan-courtyard', article: study });
    expect(items.flatMap((item, index) => vocabularyProblems(item, `case study #${index}`))).toEqual([]);
    expect(ofType(items, 'Article')).toEqual([]);
    expect(ofType(items, 'CreativeWork')[0]).toMatchObject({
      headline: study.title,
      description: study.summary,
      datePublished: study.publishedAt,
      dateModified: study.updatedAt,
      inLanguage: 'en',
      url: 'https://site.example/work/banyan-courtyard',
    });
    expect(ofType(items, 'BreadcrumbList')[0]!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://site.example/' },
      { '@type': 'ListItem', position: 2, name: 'Our work', item: 'https://site.example/work' },
      { '@type': 'ListItem', position: 3, name: study.title, item: 'https://site.example/work/banyan-courtyard' },
    ]);
  });

  it('puts a BreadcrumbList on inner pages only', () => {
    expect(ofType(dataOf('/'), 'BreadcrumbList')).toEqual([]);
    const [trail] = ofType(dataOf('/services/web-design', 'km'), 'BreadcrumbList');
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'ទំព័រដើម', item: 'https://site.example/km' },
      { '@type': 'ListItem', position: 2, name: 'សេវាកម្ម', item: 'https://site.example/km/services' },
      {
        '@type': 'ListItem',
        position: 3,
        name: expect.any(String),
        item: 'https://site.example/km/services/web-design',
      },
    ]);
    expect(ofType(dataOf('/faq'), 'BreadcrumbList')[0].itemListElement).toHaveLength(2);
  });

  it('lists every FAQ question and answer as a FAQPage in the page language', () => {
    const [faq] = ofType(dataOf('/faq', 'km'), 'FAQPage');
    expect(faq.inLanguage).toBe('km');
    const questions = faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions).toHaveLength(10 + 14 + 3);
    for (const question of questions) {
      expect(question.name).toMatch(/[\u1780-\u17FF]/);
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
    }
  });

  it('never marks up a review or rating of the agency, on any page', () => {
    for (const language of LANGUAGES) {
      for (const route of PAGE_ROUTES) {
        const json = JSON.stringify(structuredData({ route, language, t, url }));
        expect(json).not.toMatch(/"Review"|"AggregateRating"|ratingValue|reviewRating/);
      }
    }
  });

  it('leaves pages that search engines should not index (and the 404 page) without JSON-LD', () => {
    expect(dataOf('/checkout')).toEqual([]);
    expect(dataOf('/dashboard')).toEqual([]);
    expect(structuredData({ route: undefined, language: 'en', t, url })).toEqual([]);
  });

  it('writes script tags that no text can close early', () => {
    const [tag] = jsonLdScripts([{ name: '</script><script>alert(1)</script>' }]);
    expect(tag).toBe(
      '<script type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(JSON.parse(tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf('<')))).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });
});
