import { PACKAGES, SITE, type Localized, type PackageId } from '@site/common';
import { SHIPPED_CONTACT_DETAILS, telHref, type ContactDetails } from '../../shared/contact-details.js';

/** One package as admins set it: its name, whole-dollar price and features, in both languages. */
export interface PackageSettings {
  id: PackageId;
  name: Localized;
  price: number;
  features: Localized[];
}

export interface SocialLinkSettings {
  network: string;
  label: string;
  url: string;
}

/** Everything admins set in Settings: the contact details, the social links and the packages. */
export interface SiteSettingsValues extends ContactDetails {
  socialLinks: SocialLinkSettings[];
  packages: PackageSettings[];
}

/** Nothing saved yet = the site as it shipped (common/src/site.ts and content/packages.ts). */
export function defaultSettings(): SiteSettingsValues {
  return {
    ...SHIPPED_CONTACT_DETAILS,
    address: { ...SHIPPED_CONTACT_DETAILS.address },
    socialLinks: SITE.socialLinks.map((link) => ({ ...link })),
    packages: PACKAGES.map((pkg) => ({
      id: pkg.id,
      name: { ...pkg.name },
      price: pkg.priceUsd,
      features: pkg.features.map((feature) => ({ ...feature })),
    })),
  };
}

/** A phone number as a tel: link ("+855 12 345 678" → "tel:+85512345678"). */
export const phoneHref = telHref;
