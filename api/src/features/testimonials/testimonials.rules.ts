import type { Language, Localized } from '@site/common';
import { isUuid, refusedForm } from '../../validation.js';
import type { TestimonialText } from './testimonials.entity.js';

export const LIMITS = { quote: 1_000, name: 80, role: 80, company: 120, position: 1_000 } as const;

export interface TestimonialDraft {
  text: TestimonialText;
  photoId: string | null;
  published: boolean;
  position: number;
}

const say = (en: string, km: string): Localized => ({ en, km });
const clean = (value: unknown): string => (typeof value === 'string' ? value.normalize('NFC').trim() : '');
const LABELS: Record<keyof TestimonialText, [string, string]> = {
  quote: ['quote', 'សម្ដីអតិថិជន'],
  name: ['name', 'ឈ្មោះ'],
  role: ['role', 'តួនាទី'],
  company: ['business', 'អាជីវកម្ម'],
};

/** Reads and checks a testimonial as staff sent it: every text in both languages, plain text only. */
export function readTestimonial(input: unknown): TestimonialDraft {
  const source = (input ?? {}) as Record<string, unknown>;
  const problems: Record<string, Localized> = {};
  const localized = (name: keyof TestimonialText): Localized => {
    const value = (source[name] ?? {}) as Record<string, unknown>;
    const result = { en: clean(value.en), km: clean(value.km) };
    const [label, labelKm] = LABELS[name];
    for (const language of ['en', 'km'] as Language[]) {
      const [inLanguage, inLanguageKm] = language === 'en' ? ['English', 'ជាភាសាអង់គ្លេស'] : ['Khmer', 'ជាភាសាខ្មែរ'];
      const field = `${name}.${language}`;
      if (!result[language])
        problems[field] = say(`Write the ${label} in ${inLanguage}.`, `សូមសរសេរ${labelKm}${inLanguageKm}។`);
      else if (result[language].length > LIMITS[name])
        problems[field] = say(
          `The ${label} in ${inLanguage} is too long (at most ${LIMITS[name]} characters).`,
          `${labelKm}${inLanguageKm}វែងពេក (យ៉ាងច្រើន ${LIMITS[name]} តួអក្សរ)។`,
        );
      else if (/<\s*[a-z!/?]/i.test(result[language]))
        problems[field] = say('Write plain text, without HTML.', 'សូមសរសេរជាអក្សរធម្មតា ដោយគ្មាន HTML។');
    }
    return result;
  };
  const text = {
    quote: localized('quote'),
    name: localized('name'),
    role: localized('role'),
    company: localized('company'),
  };
  const photo = source.photoId;
  let photoId: string | null = null;
  if (photo !== undefined && photo !== null && photo !== '') {
    if (isUuid(photo)) photoId = photo.toLowerCase();
    else problems.photoId = say('Choose the photo again.', 'សូមជ្រើសរើសរូបថតម្ដងទៀត។');
  }
  const position = source.position ?? 0;
  if (typeof position !== 'number' || !Number.isInteger(position) || position < 0 || position > LIMITS.position)
    problems.position = say(
      `The order is a whole number from 0 to ${LIMITS.position}.`,
      `លំដាប់ត្រូវតែជាចំនួនគត់ពី 0 ដល់ ${LIMITS.position}។`,
    );
  if (Object.keys(problems).length > 0) throw refusedForm(problems);
  return { text, photoId, published: source.published === true, position: position as number };
}

export const TESTIMONIAL_NOT_FOUND = say('There is no such testimonial.', 'មិនមានសក្ខីកម្មនេះទេ។');
export const STALE_REVISION = say(
  'Someone else saved this testimonial while you were editing it. Reload it to see their changes, then make yours again.',
  'មានអ្នកផ្សេងបានរក្សាទុកសក្ខីកម្មនេះ ខណៈពេលអ្នកកំពុងកែសម្រួល។ សូមផ្ទុកវាឡើងវិញដើម្បីមើលការកែប្រែរបស់គេ រួចធ្វើការកែប្រែរបស់អ្នកម្ដងទៀត។',
);

export const TESTIMONIAL_DELETED = say(
  'The testimonial is deleted: the home page no longer shows it.',
  'សក្ខីកម្មត្រូវបានលុបហើយ៖ ទំព័រដើមលែងបង្ហាញវាទៀតហើយ។',
);

/** A testimonial as a refused image deletion names it: whose words they are. */
export const imageUseName = (text: TestimonialText): Localized =>
  say(`the testimonial of ${text.name.en}`, `សក្ខីកម្មរបស់ ${text.name.km}`);
