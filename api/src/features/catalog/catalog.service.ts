import {
  CATEGORIES,
  FAQ,
  faqAnswer,
  PACKAGES,
  SERVICE_LIST,
  SERVICES,
  formatUsd,
  localizedPath,
  type Language,
  type ServiceContent,
  type ServiceSlug,
} from '@site/common';
import type {
  CatalogCategory,
  CatalogFaqSection,
  CatalogPackage,
  CatalogService as CatalogServiceItem,
} from './catalog.types.js';
import { defaultSettings, type SiteSettingsValues } from '../settings/index.js';

/** What the catalog states that admins change in Settings: the packages, and the contact details FAQ answers give. */
export type CatalogSettings = Pick<SiteSettingsValues, 'packages' | 'phone' | 'email' | 'address'>;

/**
 * The agency's public catalog (services, packages, FAQ, categories) in one language, read from
 * common/ content, with absolute links on PUBLIC_URL. Read-only: partner sites and the sitemap use it.
 */
export class CatalogService {
  /** The content in common/ never changes while the server runs: each such list is built once per language. */
  private readonly cache = new Map<string, unknown>();

  constructor(
    private readonly publicUrl: string,
    /** The site settings as admins saved them (packages, contact details); as shipped when not given. */
    private readonly storedSettings: () => Promise<CatalogSettings> = () => Promise.resolve(defaultSettings()),
  ) {}

  private once<T>(key: string, build: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, build());
    return this.cache.get(key) as T;
  }

  /** Absolute URL of an English (spec) path in a language. */
  url(path: string, language: Language): string {
    return new URL(localizedPath(path, language), this.publicUrl).href;
  }

  services(language: Language): CatalogServiceItem[] {
    return this.once(`services:${language}`, () => SERVICE_LIST.map((service) => this.toService(service, language)));
  }

  service(slug: string, language: Language): CatalogServiceItem | null {
    if (!Object.hasOwn(SERVICES, slug)) return null;
    return this.services(language).find((service) => service.slug === (slug as ServiceSlug)) ?? null;
  }

  /** The packages as the site settings have them now (read each time: admins change them). */
  async packages(language: Language): Promise<CatalogPackage[]> {
    const stored = (await this.storedSettings()).packages;
    return PACKAGES.map((pkg) => {
      const { name, price, features } = stored.find((saved) => saved.id === pkg.id) ?? { ...pkg, price: pkg.priceUsd };
      return {
        id: pkg.id,
        name: name[language],
        description: pkg.description[language],
        priceUsd: price,
        priceCents: price * 100,
        currency: 'USD',
        formattedPrice: formatUsd(price * 100),
        supportMonths: pkg.supportMonths,
        pages: pkg.pages,
        features: features.map((feature) => feature[language]),
        popular: pkg.popular,
        url: this.url('/pricing', language),
      };
    });
  }

  /**
   * The FAQ, read each time: the answers that state prices, the phone, the e-mail or the office state
   * what admins saved (faqAnswer), as the /faq page does.
   */
  async faq(language: Language): Promise<CatalogFaqSection[]> {
    const { packages, phone, email, address } = await this.storedSettings();
    const facts = {
      phone,
      email,
      address,
      packages: PACKAGES.map((pkg) => {
        const stored = packages.find((saved) => saved.id === pkg.id);
        return stored ? { ...pkg, name: stored.name, priceCents: stored.price * 100 } : pkg;
      }),
    };
    return FAQ.sections.map((section) => ({
      id: section.id,
      title: section.title[language],
      url: `${this.url('/faq', language)}#${section.id}`,
      items: section.items.map((item) => ({
        id: item.id,
        question: item.question[language],
        answer: faqAnswer(item, facts)[language],
      })),
    }));
  }

  categories(language: Language): CatalogCategory[] {
    return this.once(`categories:${language}`, () =>
      CATEGORIES.map((category) => ({ id: category.id, name: category.name[language] })),
    );
  }

  private toService(service: ServiceContent, language: Language): CatalogServiceItem {
    return {
      slug: service.slug,
      name: service.name[language],
      description: service.shortDescription[language],
      keyFeatures: service.keyFeatures.map((feature) => feature[language]),
      headline: service.hero.title[language],
      summary: service.hero.text[language],
      features: service.cards.map((card) => ({ id: card.id, title: card.title[language], text: card.text[language] })),
      url: this.url(`/services/${service.slug}`, language),
      bookingUrl: this.url('/booking', language),
    };
  }
}
