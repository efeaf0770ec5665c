import { describe, expect, it } from '@jest/globals';
import { SERVICE_SLUGS } from '../routes.js';
import { SITE } from '../site.js';
import {
  BLOG_ARTICLE,
  CATEGORIES,
  FAQ,
  FREE_LISTING,
  HOME,
  PACKAGES,
  PAYMENT_SUCCESS,
  PRICING_PAGE,
  SERVICE_LIST,
  SERVICE_OPTIONS,
  serviceOptionLabel,
  SERVICES,
  SERVICES_PAGE,
  TESTIMONIALS,
  formatUsd,
} from './index.js';

/**
 * Texts whose Khmer version is deliberately identical to the English one, with the reason.
 * Any other Localized text whose km equals its en is a forgotten translation.
 */
const SAME_IN_BOTH_LANGUAGES: Readonly<Record<string, string>> = {};

interface Text {
  path: string;
  en: unknown;
  km: unknown;
}

/** Every { en, km } object found anywhere in the value, with its path. */
function collectLocalized(value: unknown, path: string, out: Text[] = []): Text[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectLocalized(item, `${path}[${index}]`, out));
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('en' in record || 'km' in record) {
      out.push({ path, en: record.en, km: record.km });
    } else {
      for (const [key, child] of Object.entries(record)) collectLocalized(child, `${path}.${key}`, out);
    }
  }
  return out;
}

const ALL_CONTENT = {
  SERVICES,
  SERVICES_PAGE,
  HOME,
  TESTIMONIALS,
  FAQ,
  BLOG_ARTICLE,
  FREE_LISTING,
  PACKAGES,
  PRICING_PAGE,
  PAYMENT_SUCCESS,
  CATEGORIES,
  SERVICE_OPTIONS,
};
const TEXTS = collectLocalized(ALL_CONTENT, 'content');
const KHMER = /[\u1780-\u17FF]/;

describe('content texts', () => {
  it('finds the texts to check', () => {
    expect(TEXTS.length).toBeGreaterThan(300);
  });

  it.each(TEXTS.map((text) => [text.path, text] as const))('%s is filled in both languages', (_path, text) => {
    const { en, km } = text;
    if (Array.isArray(en) || Array.isArray(km)) {
      expect(Array.isArray(en) && Array.isArray(km)).toBe(true);
      const [enParts, kmParts] = [en as unknown[], km as unknown[]];
      expect(enParts.length).toBeGreaterThan(0);
      expect(kmParts).toHaveLength(enParts.length);
      for (const part of [...enParts, ...kmParts]) {
        expect(typeof part).toBe('string');
        expect((part as string).trim()).not.toBe('');
      }
      enParts.forEach((part, index) => expect(kmParts[index]).not.toBe(part));
      kmParts.forEach((part) => expect(part).toMatch(KHMER));
      return;
    }
    expect(typeof en).toBe('string');
    expect(typeof km).toBe('string');
    expect((en as string).trim()).not.toBe('');
    expect((km as string).trim()).not.toBe('');
    if (!(text.path in SAME_IN_BOTH_LANGUAGES)) {
      expect(km).not.toBe(en);
      expect(km).toMatch(KHMER);
    }
  });

  it('has no Khmer digits (the site writes numbers with Latin digits)', () => {
    const withKhmerDigits = TEXTS.filter((text) => /[\u17E0-\u17E9]/.test(JSON.stringify(text.km)));
    expect(withKhmerDigits.map((text) => text.path)).toEqual([]);
  });

  it('has no leftover markup or doubled spaces', () => {
    const bad = TEXTS.filter((text) => /<\/?[a-z]|\s{2,}|^\s|\s$/.test(`${text.en}`.concat(`${text.km}`)));
    expect(bad.map((text) => text.path)).toEqual([]);
  });
});

describe('services', () => {
  it('has the six services, keyed by slug, in the order of SERVICE_SLUGS', () => {
    expect(Object.keys(SERVICES).sort()).toEqual([...SERVICE_SLUGS].sort());
    expect(SERVICE_LIST.map((service) => service.slug)).toEqual([...SERVICE_SLUGS]);
    for (const slug of SERVICE_SLUGS) expect(SERVICES[slug].slug).toBe(slug);
  });

  it.each(SERVICE_SLUGS)('%s has four key features, its cards and call to action', (slug) => {
    const service = SERVICES[slug];
    expect(service.keyFeatures).toHaveLength(4);
    expect(service.cards).toHaveLength(slug === 'social-media' ? 10 : 6);
    const ids = service.cards.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(service.cta.primary.href).toBe('/booking');
    expect(service.cta.secondary.href).toBe('/');
  });

  it('states the delivery and maintenance claims of SPEC §9', () => {
    const webDesign = JSON.stringify(SERVICES['web-design'].hero.text.en);
    expect(webDesign).toContain('3 to 7 days');
    expect(webDesign).toContain('4 to 8 weeks');
    const maintenance = SERVICES['website-maintenance'].shortDescription.en;
    expect(maintenance).toContain('24/7');
    expect(maintenance).toMatch(/daily/);
    expect(maintenance).toMatch(/weekly/);
    expect(maintenance).toContain('usually within hours');
    expect(SERVICES.seo.name.en).toContain('GEO');
  });

  it('links the /services page to /booking and /', () => {
    expect(SERVICES_PAGE.cta.primary.href).toBe('/booking');
    expect(SERVICES_PAGE.cta.secondary.href).toBe('/');
  });
});

describe('home', () => {
  it('has the three hero buttons and the promo link', () => {
    expect(HOME.hero.getStarted.href).toBe('/booking');
    expect(HOME.hero.learnMore.href).toBe('/services');
    expect(HOME.hero.freeListing.href).toBe('/free-listing');
    expect(HOME.freeListingPromo.button.href).toBe('/free-listing');
  });
});

describe('testimonials', () => {
  it('has exactly two, with unique ids and initials or an image', () => {
    expect(TESTIMONIALS).toHaveLength(2);
    expect(new Set(TESTIMONIALS.map((t) => t.id)).size).toBe(2);
    for (const testimonial of TESTIMONIALS) {
      expect(testimonial.initials).toMatch(/^[A-Z]{1,3}$/);
      expect(testimonial.image === null || testimonial.image.startsWith('/')).toBe(true);
    }
  });
});

describe('faq', () => {
  it('has three sections of 10, 14 and 3 questions', () => {
    expect(FAQ.sections.map((section) => section.items.length)).toEqual([10, 14, 3]);
    expect(FAQ.sections[0].title.en).toBe('About the company');
    expect(FAQ.sections[1].title.en).toBe('AI Website Building & Maintenance');
    expect(FAQ.sections[2].title.en).toBe('AI SEO Optimization (GEO)');
  });

  it('has unique kebab-case ids', () => {
    const ids = [...FAQ.sections.map((s) => s.id), ...FAQ.sections.flatMap((s) => s.items.map((item) => item.id))];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('quotes the package prices, with the same price text in both languages', () => {
    const cost = FAQ.sections[1].items.find((item) => item.id === 'website-cost');
    for (const pkg of PACKAGES) {
      expect(cost?.answer.en).toContain(formatUsd(pkg.priceCents));
      expect(cost?.answer.km).toContain(formatUsd(pkg.priceCents));
    }
  });

  it("links 'Still have questions?' to /booking and /", () => {
    expect(FAQ.stillHaveQuestions.contact.href).toBe('/booking');
    expect(FAQ.stillHaveQuestions.learnMore.href).toBe('/');
  });
});

describe('blog', () => {
  it('has the sections of SPEC §2 and a verdict of 5 out of 5', () => {
    expect(BLOG_ARTICLE.overview.facts.map((fact) => fact.id)).toEqual(
      expect.arrayContaining(['location', 'specialization', 'target-market']),
    );
    expect(BLOG_ARTICLE.sections.map((section) => section.id)).toEqual([
      'ai-websites',
      'ai-seo',
      'social-media',
      'automation',
    ]);
    expect(BLOG_ARTICLE.advantages.items.length).toBeGreaterThan(0);
    expect(BLOG_ARTICLE.results.items.length).toBeGreaterThan(0);
    expect(BLOG_ARTICLE.audience.items.length).toBeGreaterThan(0);
    expect(BLOG_ARTICLE.verdict.rating).toBe(5);
    expect(BLOG_ARTICLE.verdict.ratingMax).toBe(5);
    expect(BLOG_ARTICLE.cta.primary.href).toBe('/booking');
    expect(BLOG_ARTICLE.cta.secondary.href).toBe('/services');
  });

  it('does not present itself as independent', () => {
    expect(JSON.stringify(BLOG_ARTICLE)).not.toMatch(/\bindependent\b/i);
  });
});

describe('free listing', () => {
  it('has the two directories with four features each, linked from SITE', () => {
    expect(FREE_LISTING.directories.map((d) => d.id)).toEqual(['siem-reap', 'phnom-penh']);
    expect(FREE_LISTING.directories.map((d) => d.url)).toEqual([SITE.directories.siemReap, SITE.directories.phnomPenh]);
    for (const directory of FREE_LISTING.directories) expect(directory.features).toHaveLength(4);
  });

  it('has three reasons to list: visibility, trust, free', () => {
    expect(FREE_LISTING.whyList.points.map((point) => point.id)).toEqual(['visibility', 'trust', 'free']);
  });
});

describe('packages', () => {
  it('has the three packages of SPEC §9', () => {
    expect(
      PACKAGES.map(({ id, priceUsd, priceCents, supportMonths, pages, popular }) => ({
        id,
        priceUsd,
        priceCents,
        supportMonths,
        pages,
        popular,
      })),
    ).toEqual([
      { id: 'starter', priceUsd: 299, priceCents: 29900, supportMonths: 1, pages: 5, popular: false },
      { id: 'professional', priceUsd: 799, priceCents: 79900, supportMonths: 3, pages: 10, popular: true },
      { id: 'enterprise', priceUsd: 1499, priceCents: 149900, supportMonths: 6, pages: null, popular: false },
    ]);
    expect(PACKAGES.map((pkg) => pkg.features.length)).toEqual([5, 6, 6]);
  });

  it('states the pages and the support months first', () => {
    for (const pkg of PACKAGES) {
      expect(pkg.features[0].en).toBe(pkg.pages === null ? 'Unlimited pages' : `Up to ${pkg.pages} pages`);
      expect(pkg.features[0].km).toContain(pkg.pages === null ? 'មិនកំណត់' : `${pkg.pages} ទំព័រ`);
      const months = pkg.supportMonths === 1 ? '1 month' : `${pkg.supportMonths} months`;
      expect(pkg.features[1].en).toBe(`${months} of support`);
      expect(pkg.features[1].km).toContain(`${pkg.supportMonths} ខែ`);
    }
  });

  it('sends the custom solution card to /services', () => {
    expect(PRICING_PAGE.customSolution.button.href).toBe('/services');
  });
});

describe('formatUsd', () => {
  it('writes whole dollars without decimals and groups thousands', () => {
    expect(formatUsd(29900)).toBe('$299');
    expect(formatUsd(79900)).toBe('$799');
    expect(formatUsd(149900)).toBe('$1,499');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(1250)).toBe('$12.50');
    expect(formatUsd(-500)).toBe('-$5');
  });

  it('rejects fractional cents', () => {
    expect(() => formatUsd(1.5)).toThrow(RangeError);
  });
});

describe('payment success', () => {
  it('lists three next steps and links home and to the services', () => {
    expect(PAYMENT_SUCCESS.title.en).toBe('Payment Successful!');
    expect(PAYMENT_SUCCESS.nextSteps).toHaveLength(3);
    expect(PAYMENT_SUCCESS.nextSteps[1].en).toContain('24 hours');
    expect(PAYMENT_SUCCESS.backHome.href).toBe('/');
    expect(PAYMENT_SUCCESS.viewServices.href).toBe('/services');
  });
});

describe('categories and service options', () => {
  it('has the ten categories of SPEC §3 with unique ids', () => {
    expect(CATEGORIES).toHaveLength(10);
    expect(new Set(CATEGORIES.map((c) => c.id)).size).toBe(10);
  });

  it('offers the six services the site sells plus "Other" (DESIGN.md, third round), named as the services are', () => {
    expect(SERVICE_OPTIONS.map((option) => [option.value, option.label.en])).toEqual([
      ['web-design', 'Web Design'],
      ['seo', 'SEO & AI Search (GEO)'],
      ['digital-marketing', 'Digital Marketing'],
      ['brand-management', 'Brand Management'],
      ['website-maintenance', 'Website Maintenance'],
      ['social-media', 'Social Media Management'],
      ['other', 'Other'],
    ]);
    for (const option of SERVICE_OPTIONS) expect(option.label.km).toMatch(/[\u1780-\u17FF]/);
  });

  it('keeps the labels of values the forms no longer offer, for what is already stored', () => {
    expect(serviceOptionLabel('photography', 'en')).toBe('Photography & Videography');
    expect(serviceOptionLabel('consulting', 'km')).toBe('ការប្រឹក្សាអាជីវកម្ម');
    expect(serviceOptionLabel('content-creation', 'en')).toBe('Content Creation');
    expect(serviceOptionLabel('constructor', 'en')).toBe('constructor');
    expect(serviceOptionLabel('brand-management', 'km')).toBe('ការគ្រប់គ្រងម៉ាកយីហោ');
  });
});
