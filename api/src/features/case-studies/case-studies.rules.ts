import { SERVICE_SLUGS, type Language, type Localized } from '@site/common';
import { isUuid, refusedForm } from '../../validation.js';
import { markdownProblem, SLUG_PATTERN } from '../../shared/content.js';
import type { CaseStudyText } from './case-studies.entity.js';

export const LIMITS = {
  slug: 80,
  title: 160,
  summary: 400,
  client: 120,
  industry: 80,
  problem: 20_000,
  work: 20_000,
  results: 20_000,
  quote: 1_000,
  quoteBy: 160,
  photos: 12,
} as const;

/** What staff send for a case study, checked. */
export interface CaseStudyDraft {
  slug: string;
  text: CaseStudyText;
  services: string[];
  photoIds: string[];
}

const say = (en: string, km: string): Localized => ({ en, km });
const text = (value: unknown): string => (typeof value === 'string' ? value.normalize('NFC').trim() : '');

type Field = Exclude<keyof CaseStudyText, never>;
const LABELS: Record<Field, [string, string]> = {
  title: ['title', 'ចំណងជើង'],
  summary: ['summary', 'សេចក្ដីសង្ខេប'],
  client: ["client's name", 'ឈ្មោះអតិថិជន'],
  industry: ['industry', 'វិស័យអាជីវកម្ម'],
  problem: ['problem', 'បញ្ហា'],
  work: ['work done', 'ការងារដែលបានធ្វើ'],
  results: ['results', 'លទ្ធផល'],
  quote: ["client's quote", 'សម្ដីរបស់អតិថិជន'],
  quoteBy: ['name of who said it', 'ឈ្មោះអ្នកនិយាយ'],
};
const MARKDOWN: readonly Field[] = ['problem', 'work', 'results'];
const ONE_LINE: readonly Field[] = ['title', 'client', 'industry', 'quoteBy'];
const IN_LANGUAGE: Record<Language, [string, string]> = {
  en: ['English', 'ជាភាសាអង់គ្លេស'],
  km: ['Khmer', 'ជាភាសាខ្មែរ'],
};
// Arabic or Khmer digits: results are told with numbers.
const NUMBER = /[0-9០-៩]/;

/** Reads and checks a case study as staff sent it; every problem is named per field in both languages. */
export function readCaseStudy(input: unknown): CaseStudyDraft {
  const source = (input ?? {}) as Record<string, unknown>;
  const problems: Record<string, Localized> = {};
  const slug = text(source.slug).toLowerCase();
  if (!slug) problems.slug = say('Give the case study an address (slug).', 'សូមដាក់អាសយដ្ឋាន (slug) ឱ្យករណីសិក្សា។');
  else if (slug.length > LIMITS.slug || !SLUG_PATTERN.test(slug))
    problems.slug = say(
      `Use lower-case letters, digits and hyphens only (at most ${LIMITS.slug}), e.g. "temple-trail-tours".`,
      `សូមប្រើតែអក្សរតូចឡាតាំង លេខ និងសញ្ញា "-" ប៉ុណ្ណោះ (យ៉ាងច្រើន ${LIMITS.slug}) ឧ. "temple-trail-tours"។`,
    );

  const localized = (name: Field, optional = false): Localized | null => {
    const value = (source[name] ?? null) as Record<string, unknown> | null;
    const result = { en: text(value?.en), km: text(value?.km) };
    if (optional && !result.en && !result.km) return null;
    const [label, labelKm] = LABELS[name];
    for (const language of ['en', 'km'] as Language[]) {
      const field = `${name}.${language}`;
      const [inLanguage, inLanguageKm] = IN_LANGUAGE[language];
      const value = result[language];
      if (!value) problems[field] = say(`Write the ${label} in ${inLanguage}.`, `សូមសរសេរ${labelKm}${inLanguageKm}។`);
      else if (value.length > LIMITS[name])
        problems[field] = say(
          `The ${label} in ${inLanguage} is too long (at most ${LIMITS[name]} characters).`,
          `${labelKm}${inLanguageKm}វែងពេក (យ៉ាងច្រើន ${LIMITS[name]} តួអក្សរ)។`,
        );
      else if (MARKDOWN.includes(name)) {
        const problem = markdownProblem(value);
        if (problem) problems[field] = problem;
        else if (name === 'results' && !NUMBER.test(value))
          problems[field] = say(
            'Tell the results with numbers (e.g. "bookings up 40% in 3 months").',
            'សូមប្រាប់លទ្ធផលជាលេខ (ឧ. "ការកក់កើនឡើង ៤០% ក្នុងរយៈពេល ៣ ខែ")។',
          );
      } else if (ONE_LINE.includes(name) && /[\r\n]/.test(value))
        problems[field] = say(`The ${label} is one line.`, `${labelKm}ត្រូវមានតែមួយបន្ទាត់។`);
      else if (/<\s*[a-z!/?]/i.test(value))
        problems[field] = say('Write plain text, without HTML.', 'សូមសរសេរជាអក្សរធម្មតា ដោយគ្មាន HTML។');
    }
    return result;
  };

  const quote = localized('quote', true);
  const quoteBy = localized('quoteBy', true);
  if (quote && !quoteBy) problems['quoteBy.en'] = say('Say who said the quote.', 'សូមប្រាប់ថាអ្នកណាជាអ្នកនិយាយសម្ដីនេះ។');
  if (quoteBy && !quote)
    problems['quote.en'] = say('Write the quote, or leave its author empty.', 'សូមសរសេរសម្ដី ឬទុកឈ្មោះអ្នកនិយាយឱ្យទំនេរ។');

  const draftText: CaseStudyText = {
    title: localized('title')!,
    summary: localized('summary')!,
    client: localized('client')!,
    industry: localized('industry')!,
    problem: localized('problem')!,
    work: localized('work')!,
    results: localized('results')!,
    quote,
    quoteBy,
  };

  const services = Array.isArray(source.services) ? [...new Set(source.services.map(text))] : [];
  if (services.length === 0)
    problems.services = say('Choose at least one of the services used.', 'សូមជ្រើសរើសសេវាកម្មដែលបានប្រើយ៉ាងហោចណាស់មួយ។');
  else if (services.some((service) => !(SERVICE_SLUGS as readonly string[]).includes(service)))
    problems.services = say(
      `Services are among: ${SERVICE_SLUGS.join(', ')}.`,
      `សេវាកម្មត្រូវតែជាមួយក្នុងចំណោម៖ ${SERVICE_SLUGS.join(', ')}។`,
    );

  const photoIds = Array.isArray(source.photoIds)
    ? [...new Set(source.photoIds.map(text).map((id) => id.toLowerCase()))]
    : [];
  if (photoIds.length > LIMITS.photos || photoIds.some((id) => !isUuid(id)))
    problems.photoIds = say(
      `Choose up to ${LIMITS.photos} photos from the library.`,
      `សូមជ្រើសរើសរូបថតយ៉ាងច្រើន ${LIMITS.photos} ពីបណ្ណាល័យ។`,
    );

  if (Object.keys(problems).length > 0) throw refusedForm(problems);
  return { slug, text: draftText, services, photoIds };
}

export const CASE_STUDY_NOT_FOUND = say('There is no such case study.', 'មិនមានករណីសិក្សានេះទេ។');

/** A case study as a refused image deletion names it: by its title. */
export const imageUseName = (text: CaseStudyText): Localized =>
  say(`the case study “${text.title.en}”`, `ករណីសិក្សា «${text.title.km}»`);
export const SLUG_TAKEN = say(
  'Another case study already has this address (slug): choose another.',
  'មានករណីសិក្សាផ្សេងប្រើអាសយដ្ឋាន (slug) នេះរួចហើយ៖ សូមជ្រើសរើសអាសយដ្ឋានផ្សេង។',
);
export const STALE_REVISION = say(
  'Someone else saved this case study while you were editing it. Reload it to see their changes, then make yours again.',
  'មានអ្នកផ្សេងបានរក្សាទុកករណីសិក្សានេះ ខណៈពេលអ្នកកំពុងកែសម្រួល។ សូមផ្ទុកវាឡើងវិញដើម្បីមើលការកែប្រែរបស់គេ រួចធ្វើការកែប្រែរបស់អ្នកម្ដងទៀត។',
);
