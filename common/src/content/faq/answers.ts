import type { Localized } from '../../languages.js';
import type { FaqItem } from '../types.js';
import { contactAnswer, officeAnswer } from './company.js';
import { websiteCostAnswer, type PricedPackage } from './websites.js';

/** What admins change in Settings that FAQ answers state. */
export interface FaqFacts {
  packages: readonly PricedPackage[];
  phone: string;
  email: string;
  /** The office's address on one line. */
  address: Localized;
}

/**
 * A question's answer with the prices, phone, e-mail and address as they are now (the stored site
 * settings), where it states them; every other answer as written.
 */
export function faqAnswer(item: FaqItem, facts: FaqFacts): Localized {
  switch (item.id) {
    case 'website-cost':
      return websiteCostAnswer(facts.packages);
    case 'how-to-contact-us':
      return contactAnswer(facts.phone, facts.email);
    case 'where-is-your-office':
      return officeAnswer(facts.address);
    default:
      return item.answer;
  }
}
