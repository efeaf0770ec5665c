import { SITE, type Language, type Localized } from '@site/common';

/** How visitors reach the agency, as admins set it in Settings (issue 32, item 4). */
export interface ContactDetails {
  phone: string;
  email: string;
  /** The office's address on one line, in both languages. */
  address: Localized;
  /** The office on a map. */
  mapUrl: string;
  telegram: string;
  whatsapp: string;
}

/** The address on one line, as the site shipped it (common/src/site.ts). */
const shippedAddress = (language: Language): string =>
  [SITE.address.street[language], SITE.address.city[language], SITE.address.country[language]].join(', ');

/** The contact details as the site shipped them: what Settings hold until an admin saves others. */
export const SHIPPED_CONTACT_DETAILS: ContactDetails = Object.freeze({
  phone: SITE.phone,
  email: SITE.email,
  address: { en: shippedAddress('en'), km: shippedAddress('km') },
  mapUrl: SITE.address.mapUrl,
  telegram: SITE.telegram,
  whatsapp: SITE.whatsapp,
});

let current: ContactDetails = SHIPPED_CONTACT_DETAILS;

/**
 * The contact details this process last read from the stored settings (the shipped ones before any
 * reading): what e-mails, calendar invitations, the pages the server writes itself, answers and the
 * assistant say. The settings feature keeps it current on every instance (it follows the stored row
 * within a couple of seconds of a save anywhere), so text built synchronously needs no database call.
 */
export function contactDetails(): ContactDetails {
  return current;
}

/** Called by the settings feature with what it read or saved. */
export function useContactDetails(next: ContactDetails): void {
  current = Object.freeze({ ...next, address: { ...next.address } });
}

let packageNames: ReadonlyMap<string, Localized> = new Map();

/**
 * A package's name as admins last saved it (Settings), as this process last read it: what receipts,
 * refund e-mails, staff alerts and exports, PayWay's item and Stripe's description call it. Undefined
 * before any reading or for an unknown id (callers fall back on the shipped name).
 */
export function savedPackageName(id: string): Localized | undefined {
  return packageNames.get(id);
}

/** Called by the settings feature with the packages it read or saved. */
export function useSavedPackageNames(packages: readonly { id: string; name: Localized }[]): void {
  packageNames = new Map(packages.map((pkg) => [pkg.id, { ...pkg.name }]));
}

/** A phone number as a tel: link ("+855 12 345 678" → "tel:+85512345678"). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;
