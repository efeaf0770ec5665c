import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { FAQ, PACKAGES, SERVICE_SLUGS } from '@site/common';
import { graphql, startTestApp, type TestApp } from '../../test/test-app.js';
import { catalogFeature } from './index.js';

const PARTNER = 'https://siemreap.directory';

const CATALOG = /* GraphQL */ `
  query Catalog($language: Language!) {
    services(language: $language) {
      slug
      name
      description
      keyFeatures
      features {
        id
        title
      }
      url
      bookingUrl
    }
    packages(language: $language) {
      id
      name
      priceUsd
      priceCents
      currency
      formattedPrice
      supportMonths
      pages
      features
      popular
      url
    }
    faq(language: $language) {
      id
      title
      url
      items {
        id
        question
        answer
      }
    }
    categories(language: $language) {
      id
      name
    }
  }
`;

interface Catalog {
  services: {
    slug: string;
    name: string;
    keyFeatures: string[];
    features: unknown[];
    url: string;
    bookingUrl: string;
  }[];
  packages: {
    id: string;
    name: string;
    priceUsd: number;
    priceCents: number;
    currency: string;
    formattedPrice: string;
    supportMonths: number;
    pages: number | null;
    features: string[];
    popular: boolean;
  }[];
  faq: { id: string; title: string; url: string; items: { question: string; answer: string }[] }[];
  categories: { id: string; name: string }[];
}

const KHMER = /[\u1780-\u17FF]/;

describe('partner catalog API', () => {
  let site: TestApp;

  beforeAll(async () => {
    site = await startTestApp({ PARTNER_ORIGINS: `${PARTNER},https://phnompenh.directory` });
  });
  afterAll(() => site.close());

  it('lists the services, packages, FAQ and categories in English', async () => {
    const { status, body } = await graphql<Catalog>(site.url, CATALOG, { language: 'en' });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const catalog = body.data!;
    expect(catalog.services.map((s) => s.slug)).toEqual([...SERVICE_SLUGS]);
    for (const service of catalog.services) {
      expect(service.keyFeatures).toHaveLength(4);
      expect(service.features.length).toBeGreaterThanOrEqual(6);
      expect(service.url).toBe(`${site.url}/services/${service.slug}`);
      expect(service.bookingUrl).toBe(`${site.url}/booking`);
    }
    expect(catalog.packages.map((p) => [p.id, p.priceUsd, p.priceCents, p.formattedPrice, p.supportMonths])).toEqual([
      ['starter', 299, 29900, '$299', 1],
      ['professional', 799, 79900, '$799', 3],
      ['enterprise', 1499, 149900, '$1,499', 6],
    ]);
    expect(catalog.packages.map((p) => [p.pages, p.features.length, p.popular, p.currency])).toEqual([
      [5, 5, false, 'USD'],
      [10, 6, true, 'USD'],
      [null, 6, false, 'USD'],
    ]);
    expect(catalog.faq.map((section) => section.items.length)).toEqual([10, 14, 3]);
    expect(catalog.faq[0]!.url).toBe(`${site.url}/faq#${FAQ.sections[0]!.id}`);
    expect(catalog.categories).toHaveLength(10);
    expect(catalog.categories[0]).toEqual({ id: 'web-design', name: 'Web Design' });
  });

  it('answers in Khmer with Khmer text, Khmer links and the same prices', async () => {
    const { body } = await graphql<Catalog>(site.url, CATALOG, { language: 'km' });
    expect(body.errors).toBeUndefined();
    const catalog = body.data!;
    expect(catalog.services.every((s) => KHMER.test(s.name) && s.url.startsWith(`${site.url}/km/services/`))).toBe(
      true,
    );
    expect(catalog.packages.map((p) => p.formattedPrice)).toEqual(
      PACKAGES.map((p) => `$${p.priceUsd.toLocaleString('en-US')}`),
    );
    expect(catalog.packages.every((p) => KHMER.test(p.name) && p.features.every((f) => KHMER.test(f)))).toBe(true);
    expect(catalog.faq.every((s) => KHMER.test(s.title) && s.items.every((i) => KHMER.test(i.question)))).toBe(true);
    expect(catalog.categories.every((c) => KHMER.test(c.name))).toBe(true);
  });

  it('reads one service by slug, and null for an unknown slug', async () => {
    const query = 'query($slug: String!) { service(slug: $slug, language: km) { slug name url } }';
    const found = await graphql<{ service: { slug: string; url: string } | null }>(site.url, query, { slug: 'seo' });
    expect(found.body.data!.service).toMatchObject({ slug: 'seo', url: `${site.url}/km/services/seo` });
    for (const slug of ['unknown', 'constructor', '__proto__', '']) {
      const missing = await graphql<{ service: unknown }>(site.url, query, { slug });
      expect(missing.body.errors).toBeUndefined();
      expect(missing.body.data!.service).toBeNull();
    }
  });

  it('answers a catalog query asked again from memory: the same bytes, the resolvers not run again', async () => {
    const ask = (query: string) =>
      fetch(`${site.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
        body: JSON.stringify({ query, variables: { language: 'km' } }),
      });
    const servicesRead = jest.spyOn(site.app.use(catalogFeature).catalog, 'services');
    try {
      const query = 'query Cached($language: Language!) { services(language: $language) { slug name url } }';
      const first = await ask(query);
      const second = await ask(`# asked again, spaced otherwise\n${query.replaceAll(' ', '  ')}`);
      expect(second.status).toBe(200);
      expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
      expect(await second.text()).toBe(await first.text());
      expect(servicesRead).toHaveBeenCalledTimes(1);
      // A query that also asks for something else is answered afresh each time.
      await ask('query Mixed($language: Language!) { services(language: $language) { slug } siteInfo { name } }');
      await ask('query Mixed($language: Language!) { services(language: $language) { slug } siteInfo { name } }');
      expect(servicesRead).toHaveBeenCalledTimes(3);
    } finally {
      servicesRead.mockRestore();
    }
  });

  it('refuses an unknown language with a validation error, not a crash', async () => {
    const { status, body } = await graphql(site.url, 'query { services(language: fr) { slug } }');
    expect(status).toBe(400);
    expect(body.errors![0]!.extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('sends CORS headers to a partner origin and none to any other origin', async () => {
    const request = (origin: string) =>
      fetch(`${site.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ query: '{ categories { id } }' }),
      });
    const allowed = await request(PARTNER);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    expect(allowed.headers.get('vary')).toMatch(/origin/i);

    const other = await request('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a partner preflight, and gives another origin nothing to go on', async () => {
    const preflight = (origin: string) =>
      fetch(`${site.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight(PARTNER);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');

    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
