import type { Language, Localized } from '@site/common';
import { markdownProblem, SLUG_PATTERN } from '../../shared/content.js';
import { isUuid, refusedForm } from '../../validation.js';

// The Markdown and image rules articles share with case studies (shared/content.ts), named here too.
export { imageIdsIn, markdownProblem, SLUG_PATTERN, UNKNOWN_IMAGES, unknownImages } from '../../shared/content.js';
import type { PostText } from './posts.entity.js';

export const LIMITS = { slug: 80, title: 160, summary: 400, body: 100_000, tags: 10, tag: 40 } as const;

/** What staff send for an article: its slug, words in both languages and tags. */
export interface PostDraft {
  slug: string;
  text: PostText;
  tags: string[];
  /** The uploaded image shown above the article and in lists, if any. */
  coverImageId: string | null;
}

type FieldProblems = Record<string, Localized>;

const say = (en: string, km: string): Localized => ({ en, km });

/** Addresses under /blog that are pages of their own. */
const RESERVED_SLUGS: ReadonlySet<string> = new Set(['add', 'feed']);

const text = (value: unknown): string => (typeof value === 'string' ? value.normalize('NFC').trim() : '');

/** Reads and checks an article as staff sent it; every problem is named per field in both languages. */
export function readDraft(input: unknown): PostDraft {
  const source = (input ?? {}) as Record<string, unknown>;
  const problems: FieldProblems = {};
  const slug = text(source.slug).toLowerCase();
  if (!slug) problems.slug = say('Give the article an address (slug).', 'សូមដាក់អាសយដ្ឋាន (slug) ឱ្យអត្ថបទ។');
  else if (slug.length > LIMITS.slug || !SLUG_PATTERN.test(slug))
    problems.slug = say(
      `Use lower-case letters, digits and hyphens only (at most ${LIMITS.slug}), e.g. "website-tips".`,
      `សូមប្រើតែអក្សរតូចឡាតាំង លេខ និងសញ្ញា "-" ប៉ុណ្ណោះ (យ៉ាងច្រើន ${LIMITS.slug}) ឧ. "website-tips"។`,
    );
  // /blog/add is the editor: an article there could never be opened.
  else if (RESERVED_SLUGS.has(slug))
    problems.slug = say(
      `"${slug}" is taken by a page of the site; choose another address.`,
      `"${slug}" ជាអាសយដ្ឋានរបស់ទំព័រមួយនៃគេហទំព័ររួចហើយ។ សូមជ្រើសរើសអាសយដ្ឋានផ្សេង។`,
    );

  const localized = (name: 'title' | 'summary' | 'body'): Localized => {
    const value = (source[name] ?? {}) as Record<string, unknown>;
    const result = { en: text(value.en), km: text(value.km) };
    for (const language of ['en', 'km'] as Language[]) {
      const field = `${name}.${language}`;
      const label = { title: ['title', 'ចំណងជើង'], summary: ['summary', 'សេចក្ដីសង្ខេប'], body: ['text', 'អត្ថបទ'] }[name];
      const inLanguage = language === 'en' ? ['English', 'ជាភាសាអង់គ្លេស'] : ['Khmer', 'ជាភាសាខ្មែរ'];
      if (!result[language])
        problems[field] = say(`Write the ${label[0]} in ${inLanguage[0]}.`, `សូមសរសេរ${label[1]}${inLanguage[1]}។`);
      else if (result[language].length > LIMITS[name])
        problems[field] = say(
          `The ${label[0]} in ${inLanguage[0]} is too long (at most ${LIMITS[name]} characters).`,
          `${label[1]}${inLanguage[1]}វែងពេក (យ៉ាងច្រើន ${LIMITS[name]} តួអក្សរ)។`,
        );
      else if (name === 'body') {
        const problem = markdownProblem(result[language]);
        if (problem) problems[field] = problem;
      } else if (/[\r\n]/.test(result[language]) && name === 'title')
        problems[field] = say('A title is one line.', 'ចំណងជើងត្រូវមានតែមួយបន្ទាត់។');
    }
    return result;
  };
  const draft: PostDraft = {
    slug,
    text: { title: localized('title'), summary: localized('summary'), body: localized('body') },
    tags: [],
    coverImageId: null,
  };
  const cover = source.coverImageId;
  if (cover !== undefined && cover !== null && cover !== '') {
    if (isUuid(cover)) draft.coverImageId = cover.toLowerCase();
    else problems.coverImageId = say('Choose the cover image again.', 'សូមជ្រើសរើសរូបភាពគម្របម្ដងទៀត។');
  }
  const tags = Array.isArray(source.tags) ? source.tags.map(text).filter(Boolean) : [];
  if (tags.length > LIMITS.tags || tags.some((tag) => tag.length > LIMITS.tag || /[\r\n,]/.test(tag)))
    problems.tags = say(
      `At most ${LIMITS.tags} tags of up to ${LIMITS.tag} characters each, without commas.`,
      `ស្លាកយ៉ាងច្រើន ${LIMITS.tags} ហើយស្លាកនីមួយៗយ៉ាងច្រើន ${LIMITS.tag} តួអក្សរ គ្មានសញ្ញាក្បៀស។`,
    );
  draft.tags = [...new Set(tags)];
  if (Object.keys(problems).length > 0) throw refusedForm(problems);
  return draft;
}

export const POST_NOT_FOUND = say('There is no such article.', 'មិនមានអត្ថបទនេះទេ។');

/** An article as a refused image deletion names it: by its title. */
export const imageUseName = (text: PostText): Localized =>
  say(`the article “${text.title.en}”`, `អត្ថបទ «${text.title.km}»`);
export const SLUG_TAKEN = say(
  'Another article already has this address (slug): choose another.',
  'មានអត្ថបទផ្សេងប្រើអាសយដ្ឋាន (slug) នេះរួចហើយ៖ សូមជ្រើសរើសអាសយដ្ឋានផ្សេង។',
);
export const STALE_REVISION = say(
  'Someone else saved this article while you were editing it. Reload it to see their changes, then make yours again.',
  'មានអ្នកផ្សេងបានរក្សាទុកអត្ថបទនេះ ខណៈពេលអ្នកកំពុងកែសម្រួល។ សូមផ្ទុកវាឡើងវិញដើម្បីមើលការកែប្រែរបស់គេ រួចធ្វើការកែប្រែរបស់អ្នកម្ដងទៀត។',
);
