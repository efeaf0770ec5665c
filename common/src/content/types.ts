/**
 * Types of the site's domain content (SPEC §2, §3). Every visible text exists in English and Khmer.
 * Texts are plain strings without markup; a text with several paragraphs is a string array, with the
 * same number of paragraphs in both languages. Links carry the English (spec) path: the web turns it
 * into the Khmer path with localizedPath() from routes.ts.
 */
import type { Localized } from '../languages.js';
import type { ServiceSlug } from '../routes.js';

/** Several paragraphs of text, in both languages. */
export type LocalizedParagraphs = Localized<string[]>;

/** A button or link: its label and the English path it goes to ('/booking', '/services'...). */
export interface ContentLink {
  label: Localized;
  href: string;
}

/** A heading and its text. */
export interface TextBlock {
  title: Localized;
  text: Localized;
}

/**
 * A card with a title and a short text. `icon` is a plain name ('speed', 'translate', 'search'...);
 * the web chooses the matching icon and may ignore names it does not know.
 */
export interface FeatureCard {
  id: string;
  icon?: string;
  title: Localized;
  text: Localized;
}

/** A call-to-action block: heading, text, a primary and a secondary button. */
export interface CallToAction {
  title: Localized;
  text: Localized;
  primary: ContentLink;
  secondary: ContentLink;
}

/** One of the six services: its entry on /services and on the home page, and its own page. */
export interface ServiceContent {
  slug: ServiceSlug;
  /** Same text as serviceNames.<slug> in the web locales. */
  name: Localized;
  /** One or two sentences for the /services list and the home overview. */
  shortDescription: Localized;
  /** Exactly four, shown on /services. */
  keyFeatures: Localized[];
  /** The service page's hero. */
  hero: TextBlock;
  /** Heading above the cards of the service page. */
  cardsTitle: Localized;
  /** Six feature cards; ten benefit cards on social-media. */
  cards: FeatureCard[];
  /** Primary link to /booking, secondary link to /. */
  cta: CallToAction;
}

/** The /services page around the list of services. */
export interface ServicesPageContent {
  title: Localized;
  intro: Localized;
  keyFeaturesTitle: Localized;
  /** Label of each service's link to its page. */
  learnMore: Localized;
  /** Primary link to /booking, secondary link to /. */
  cta: CallToAction;
}

export interface HomeContent {
  hero: {
    title: Localized;
    subtitle: Localized;
    /** To /booking. */
    getStarted: ContentLink;
    /** To /services. */
    learnMore: ContentLink;
    /** To /free-listing. */
    freeListing: ContentLink;
  };
  freeListingPromo: { title: Localized; text: Localized; button: ContentLink };
  servicesOverview: { title: Localized; intro: Localized; learnMore: Localized };
  testimonials: { title: Localized; intro: Localized };
  qrCode: { title: Localized; text: Localized; alt: Localized };
}

/** A client's words (SPEC §3): display only. */
export interface Testimonial {
  id: string;
  name: Localized;
  /** The person's role in the company, e.g. owner. */
  role: Localized;
  company: Localized;
  text: Localized;
  /** A path under the web's public folder, or null to show the initials. */
  image: string | null;
  /** Latin initials for the avatar when there is no image. */
  initials: string;
}

export interface FaqItem {
  /** Stable kebab-case id, unique over the whole FAQ, for anchors (#id). */
  id: string;
  question: Localized;
  answer: Localized;
}

export interface FaqSection {
  id: string;
  title: Localized;
  items: FaqItem[];
}

export interface FaqContent {
  intro: Localized;
  sections: FaqSection[];
  /** 'Still have questions?': Contact Us to /booking, Learn More to /. */
  stillHaveQuestions: { title: Localized; text: Localized; contact: ContentLink; learnMore: ContentLink };
}

/** A section of the blog article: heading, paragraphs and optional bullet points. */
export interface BlogSection {
  id: string;
  title: Localized;
  paragraphs: LocalizedParagraphs;
  points?: Localized[];
}

export interface BlogFact {
  id: string;
  label: Localized;
  value: Localized;
}

/** The company review (SPEC §2 "Blog page"), written by the agency about itself. */
export interface BlogArticle {
  slug: string;
  title: Localized;
  lead: Localized;
  author: Localized;
  /** ISO dates (yyyy-MM-dd) of first publication and of the last change to the text (structured data). */
  datePublished: string;
  dateModified: string;
  /** Says plainly that the agency wrote this review of its own work. */
  disclosure: Localized;
  overview: { title: Localized; paragraphs: LocalizedParagraphs; facts: BlogFact[] };
  /** AI websites, AI SEO, social media, automation: in that order. */
  sections: BlogSection[];
  advantages: { title: Localized; items: FeatureCard[] };
  results: { title: Localized; intro: Localized; items: FeatureCard[]; note: Localized };
  audience: { title: Localized; intro: Localized; items: Localized[] };
  /** The agency's own verdict: not a rating by clients and not to be marked up as a review. */
  verdict: { title: Localized; rating: number; ratingMax: number; ratingLabel: Localized; text: Localized };
  /** Primary link to /booking, secondary link to /services. */
  cta: CallToAction;
}

export type DirectoryId = 'siem-reap' | 'phnom-penh';

/** A directory card of /free-listing; the button opens `url` in a new tab. */
export interface DirectoryCard {
  id: DirectoryId;
  url: string;
  title: Localized;
  text: Localized;
  /** Exactly four. */
  features: Localized[];
  button: Localized;
}

export interface FreeListingContent {
  title: Localized;
  intro: Localized;
  directories: DirectoryCard[];
  /** Accessible hint for the directory buttons. */
  opensInNewTab: Localized;
  /** Exactly three points: visibility, trust, free. */
  whyList: { title: Localized; points: FeatureCard[] };
}

export type PackageId = 'starter' | 'professional' | 'enterprise';

/** A fixed-price package (SPEC §3, §9). priceCents is the server's source of truth for the charge. */
export interface Package {
  id: PackageId;
  name: Localized;
  priceUsd: number;
  priceCents: number;
  supportMonths: number;
  /** Number of pages included; null means unlimited. */
  pages: number | null;
  description: Localized;
  /** The first two state the pages and the support months. */
  features: Localized[];
  popular: boolean;
}

export interface PricingPageContent {
  title: Localized;
  intro: Localized;
  oneTime: Localized;
  popularBadge: Localized;
  selectPlan: Localized;
  /** The custom-solution card: 'Contact Us' goes to /services. */
  customSolution: { title: Localized; text: Localized; button: ContentLink };
}

export interface PaymentSuccessContent {
  title: Localized;
  message: Localized;
  nextStepsTitle: Localized;
  /** Confirmation e-mail, contact within 24 hours, consultation scheduled. */
  nextSteps: Localized[];
  backHome: ContentLink;
  viewServices: ContentLink;
}
