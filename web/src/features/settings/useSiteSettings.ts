import { useQuery } from '@apollo/client/react';
import { PACKAGES, SITE, type Localized, type Package } from '@site/common';
import { SiteSettingsDocument, type SiteSettingsQuery } from '../../gql/graphql';

export type SiteSettings = SiteSettingsQuery['siteSettings'];

const line = (language: keyof Localized) =>
  [SITE.address.street[language], SITE.address.city[language], SITE.address.country[language]].join(', ');

/** The site as it shipped: what a page shows until the stored settings are known (the build's prerender). */
export const SHIPPED_SETTINGS: SiteSettings = {
  phone: SITE.phone,
  phoneHref: SITE.phoneHref,
  email: SITE.email,
  address: { en: line('en'), km: line('km') },
  mapUrl: SITE.address.mapUrl,
  telegram: SITE.telegram,
  whatsapp: SITE.whatsapp,
  socialLinks: SITE.socialLinks.map((link) => ({ ...link })),
  packages: PACKAGES.map((pkg) => ({ id: pkg.id, name: pkg.name, price: pkg.priceUsd, features: pkg.features })),
};

/**
 * The agency's details and packages as admins saved them. The server renders the public pages with
 * them (its answer is embedded, so the browser does not ask again); the build's prerender, which has
 * no server to ask, shows the site as it shipped.
 */
export function useSiteSettings(): SiteSettings {
  return useStoredSettings() ?? SHIPPED_SETTINGS;
}

/** The stored settings once known (undefined while they load, or on a prerendered page). */
export function useStoredSettings(): SiteSettings | undefined {
  const { data } = useQuery(SiteSettingsDocument, { fetchPolicy: 'cache-first' });
  return data?.siteSettings;
}

/** A package of the shipped catalog with its stored name, price and features. */
export function withSettings(pkg: Package, settings: SiteSettings): Package {
  const stored = settings.packages.find((each) => each.id === pkg.id);
  if (!stored) return pkg;
  return {
    ...pkg,
    name: stored.name,
    priceUsd: stored.price,
    priceCents: stored.price * 100,
    features: stored.features,
  };
}
