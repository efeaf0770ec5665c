import { isPackageId, SITE, type Language, type Localized } from '@site/common';
import { refusedForm } from '../../validation.js';
import type { PackageSettings, SiteSettingsValues, SocialLinkSettings } from './settings.defaults.js';

export const LIMITS = {
  phone: 30,
  email: 254,
  address: 200,
  url: 500,
  socialLinks: 10,
  label: 40,
  name: 60,
  /** Whole US dollars: a package costs at least $1 and at most this. */
  price: 100_000,
  features: 12,
  feature: 160,
} as const;

/** The networks the footer has an icon for. */
export const SOCIAL_NETWORKS: readonly string[] = SITE.socialLinks.map((link) => link.network);

const say = (en: string, km: string): Localized => ({ en, km });

/** A save made from settings older than the stored ones (someone else saved meanwhile). */
export const STALE_SETTINGS = say(
  'Someone else saved the settings while you were editing them. Their changes are now in the form and yours are kept: check them, then save again.',
  'មានអ្នកផ្សេងបានរក្សាទុកការកំណត់ ខណៈពេលអ្នកកំពុងកែសម្រួល។ ការកែប្រែរបស់គេមាននៅក្នុងទម្រង់ឥឡូវនេះ ហើយការកែប្រែរបស់អ្នកនៅដដែល៖ សូមពិនិត្យមើល រួចរក្សាទុកម្ដងទៀត។',
);
type Problems = Record<string, Localized>;

/**
 * The problems found under `field` since `before` (the keys there then), each saying which item it is
 * about ("Starter: the price is…"): the form has three packages and several links, and one banner.
 */
function nameItem(problems: Problems, field: string, before: ReadonlySet<string>, name: Localized): void {
  for (const key of Object.keys(problems)) {
    if (before.has(key) || !key.startsWith(`${field}.`)) continue;
    problems[key] = { en: `${name.en}: ${problems[key].en}`, km: `${name.km}៖ ${problems[key].km}` };
  }
}

const PHONE = /^\+?[0-9][0-9 ()-]{5,}$/;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;
const TELEGRAM = /^https:\/\/t\.me\/[A-Za-z0-9_+]{3,64}\/?$/;
const WHATSAPP = /^https:\/\/wa\.me\/[0-9]{6,15}\/?$/;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.normalize('NFC').trim() : undefined;
const given = (value: unknown): boolean => value !== undefined && value !== null;

function httpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

const IN_LANGUAGE: Record<Language, [string, string]> = {
  en: ['English', 'ជាភាសាអង់គ្លេស'],
  km: ['Khmer', 'ជាភាសាខ្មែរ'],
};

/** A one-line text in both languages, each 1..max characters. */
function localized(value: unknown, field: string, label: [string, string], max: number, problems: Problems): Localized {
  const source = (value ?? {}) as Record<string, unknown>;
  const result = { en: text(source.en) ?? '', km: text(source.km) ?? '' };
  for (const language of ['en', 'km'] as Language[]) {
    const [en, km] = IN_LANGUAGE[language];
    if (!result[language])
      problems[`${field}.${language}`] = say(`Write the ${label[0]} in ${en}.`, `សូមសរសេរ${label[1]}${km}។`);
    else if (result[language].length > max || /[\r\n]/.test(result[language]))
      problems[`${field}.${language}`] = say(
        `The ${label[0]} in ${en} must be one line of at most ${max} characters.`,
        `${label[1]}${km}ត្រូវមានតែមួយបន្ទាត់ និងយ៉ាងច្រើន ${max} តួអក្សរ។`,
      );
  }
  return result;
}

function link(value: unknown, field: string, problems: Problems, pattern?: RegExp, example?: string): string {
  const url = text(value) ?? '';
  if (!url || url.length > LIMITS.url || !httpsUrl(url) || (pattern && !pattern.test(url)))
    problems[field] = example
      ? say(`Give a link of the form ${example}.`, `សូមដាក់តំណតាមទម្រង់ ${example}។`)
      : say(
          `Give a secure web address starting with https:// (at most ${LIMITS.url} characters).`,
          `សូមដាក់អាសយដ្ឋានវេបដែលមានសុវត្ថិភាព ចាប់ផ្ដើមដោយ https:// (យ៉ាងច្រើន ${LIMITS.url} តួអក្សរ)។`,
        );
  return url;
}

function socialLinks(value: unknown, problems: Problems): SocialLinkSettings[] {
  if (!Array.isArray(value) || value.length > LIMITS.socialLinks) {
    problems.socialLinks = say(
      `Give at most ${LIMITS.socialLinks} social links.`,
      `សូមដាក់តំណបណ្ដាញសង្គមយ៉ាងច្រើន ${LIMITS.socialLinks}។`,
    );
    return [];
  }
  return value.map((item, index) => {
    const source = (item ?? {}) as Record<string, unknown>;
    const network = text(source.network) ?? '';
    const label = text(source.label) ?? '';
    if (!SOCIAL_NETWORKS.includes(network))
      problems[`socialLinks.${index}.network`] = say(
        `Choose one of: ${SOCIAL_NETWORKS.join(', ')}.`,
        `សូមជ្រើសរើសមួយក្នុងចំណោម៖ ${SOCIAL_NETWORKS.join(', ')}។`,
      );
    if (!label || label.length > LIMITS.label)
      problems[`socialLinks.${index}.label`] = say(
        `Name the link (at most ${LIMITS.label} characters).`,
        `សូមដាក់ឈ្មោះតំណ (យ៉ាងច្រើន ${LIMITS.label} តួអក្សរ)។`,
      );
    const before = new Set(Object.keys(problems));
    const url = link(source.url, `socialLinks.${index}.url`, problems);
    const name = label || network || String(index + 1);
    nameItem(problems, `socialLinks.${index}`, before, { en: name, km: name });
    return { network, label, url };
  });
}

function packageChange(value: unknown, index: number, current: PackageSettings[], problems: Problems) {
  const source = (value ?? {}) as Record<string, unknown>;
  const field = `packages.${index}`;
  const stored = isPackageId(source.id) ? current.find((pkg) => pkg.id === source.id) : undefined;
  if (!stored) {
    problems[`${field}.id`] = say(
      'A package is starter, professional or enterprise.',
      'កញ្ចប់គឺ starter, professional ឬ enterprise។',
    );
    return;
  }
  const next: PackageSettings = { ...stored };
  const before = new Set(Object.keys(problems));
  if (given(source.name))
    next.name = localized(source.name, `${field}.name`, ['name', 'ឈ្មោះកញ្ចប់'], LIMITS.name, problems);
  if (given(source.price)) {
    const price = source.price;
    if (typeof price !== 'number' || !Number.isInteger(price) || price < 1 || price > LIMITS.price)
      problems[`${field}.price`] = say(
        `The price is a whole number of US dollars from 1 to ${LIMITS.price.toLocaleString('en-US')}.`,
        `តម្លៃត្រូវជាចំនួនគត់ជាដុល្លារអាមេរិក ពី 1 ដល់ ${LIMITS.price.toLocaleString('en-US')}។`,
      );
    else next.price = price;
  }
  if (given(source.features)) {
    if (!Array.isArray(source.features) || source.features.length === 0 || source.features.length > LIMITS.features)
      problems[`${field}.features`] = say(
        `List from 1 to ${LIMITS.features} features.`,
        `សូមរាយមុខងារពី 1 ដល់ ${LIMITS.features}។`,
      );
    else
      next.features = source.features.map((feature, at) =>
        localized(feature, `${field}.features.${at}`, ['feature', 'មុខងារ'], LIMITS.feature, problems),
      );
  }
  nameItem(problems, field, before, stored.name);
  return next;
}

/**
 * The settings after a save: `current` with only the fields `input` gives changed (a field absent or
 * null keeps its value), every given field checked; each problem named per field in both languages.
 */
export function applyChanges(current: SiteSettingsValues, input: unknown): SiteSettingsValues {
  const source = (input ?? {}) as Record<string, unknown>;
  const problems: Problems = {};
  const next: SiteSettingsValues = { ...current, packages: current.packages.map((pkg) => ({ ...pkg })) };
  if (given(source.phone)) {
    const phone = text(source.phone) ?? '';
    if (phone.length > LIMITS.phone || !PHONE.test(phone))
      problems.phone = say(
        'Give a phone number of digits and spaces, e.g. +855 12 345 678.',
        'សូមដាក់លេខទូរសព្ទជាលេខ និងដកឃ្លា ឧ. +855 12 345 678។',
      );
    next.phone = phone;
  }
  if (given(source.email)) {
    const email = (text(source.email) ?? '').toLowerCase();
    if (email.length > LIMITS.email || !EMAIL.test(email))
      problems.email = say(
        'Give a valid e-mail address, e.g. hello@example.com.',
        'សូមដាក់អាសយដ្ឋានអ៊ីមែលត្រឹមត្រូវ ឧ. hello@example.com។',
      );
    next.email = email;
  }
  if (given(source.address))
    next.address = localized(source.address, 'address', ['address', 'អាសយដ្ឋាន'], LIMITS.address, problems);
  if (given(source.mapUrl)) next.mapUrl = link(source.mapUrl, 'mapUrl', problems);
  if (given(source.telegram)) next.telegram = link(source.telegram, 'telegram', problems, TELEGRAM, 'https://t.me/…');
  if (given(source.whatsapp))
    next.whatsapp = link(source.whatsapp, 'whatsapp', problems, WHATSAPP, 'https://wa.me/855…');
  if (given(source.socialLinks)) next.socialLinks = socialLinks(source.socialLinks, problems);
  if (given(source.packages)) {
    const changes = Array.isArray(source.packages) ? source.packages : [null];
    const seen = new Set<string>();
    changes.forEach((change, index) => {
      const updated = packageChange(change, index, next.packages, problems);
      if (!updated) return;
      if (seen.has(updated.id))
        problems[`packages.${index}.id`] = say('Each package only once.', 'កញ្ចប់នីមួយៗតែម្ដងប៉ុណ្ណោះ។');
      seen.add(updated.id);
      next.packages = next.packages.map((pkg) => (pkg.id === updated.id ? updated : pkg));
    });
  }
  if (Object.keys(problems).length > 0) throw refusedForm(problems);
  return next;
}
