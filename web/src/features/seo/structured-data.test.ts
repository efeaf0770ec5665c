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

describe('structured data (JSON-LD)', () => {
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
      sameAs: SITE.socialLinks.map((link) => link.url),
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
