import { registerEnumType } from 'type-graphql';
import { IMAGE_REFERENCE, type Localized } from '@site/common';

/**
 * What articles and case studies (issue 32) share: their status, the address rule, and the checks of
 * their Markdown (no raw HTML, safe links, uploaded images only).
 */

const say = (en: string, km: string): Localized => ({ en, km });

export enum PostStatusEnum {
  DRAFT = 'DRAFT',
  SCHEDULED = 'SCHEDULED',
  PUBLISHED = 'PUBLISHED',
}
registerEnumType(PostStatusEnum, {
  name: 'PostStatus',
  description: 'DRAFT (not on the site), SCHEDULED (published from a time still ahead) or PUBLISHED',
});

export type PostStatus = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';

/** What an article is now: a draft, published, or published from a time still ahead (scheduled). */
export function statusOf(post: { state: string; publishedAt?: Date | null }, now: Date): PostStatus {
  if (post.state === 'draft' || !post.publishedAt) return 'DRAFT';
  return post.publishedAt > now ? 'SCHEDULED' : 'PUBLISHED';
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Raw HTML in the Markdown (a tag, a comment, an entity-encoded tag is only text) and links to
 * anything but the web, e-mail or phone: refused on save, so nothing stored can run in a page.
 */
const RAW_HTML = /<\s*[a-z!/?]/i;
const LINK_TARGET = /\]\(\s*<?([^)\s>]*)/g;
const SAFE_LINK = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#|\.{0,2}\/?[\w-]*(?:[/#?][^:]*)?$)/i;
const IMAGE_TARGET = /!\[[^\]]*\]\(\s*<?([^)\s>]*)/g;

/** The stored images a Markdown text shows: the ids of its `![alt](image:{id})`. */
export function imageIdsIn(body: string): string[] {
  const ids = [...body.matchAll(IMAGE_TARGET)].map(([, target]) => IMAGE_REFERENCE.exec(target ?? '')?.[1]);
  return [...new Set(ids.filter((id): id is string => Boolean(id)).map((id) => id.toLowerCase()))];
}

/**
 * What is wrong with a Markdown text, or undefined: raw HTML, a link to anything but the web, e-mail or
 * a phone, or an image that is not one of the uploaded ones (`![alt](image:{id})`; no other host's
 * image, no data: URL, nothing unmeasured that could shift or swell the page).
 */
export function markdownProblem(body: string): Localized | undefined {
  if (RAW_HTML.test(body))
    return say(
      'Raw HTML is not allowed: write Markdown only (headings, lists, links, images, quotes).',
      'មិនអនុញ្ញាតឱ្យប្រើ HTML ទេ៖ សូមសរសេរជា Markdown ប៉ុណ្ណោះ (ចំណងជើង បញ្ជី តំណ រូបភាព និងសម្រង់)។',
    );
  for (const [, target] of body.matchAll(IMAGE_TARGET)) {
    if (!IMAGE_REFERENCE.test(target ?? ''))
      return say(
        'An image must be one uploaded here: use the image button, which writes ![description](image:…).',
        'រូបភាពត្រូវតែជារូបភាពដែលបានផ្ទុកឡើងនៅទីនេះ៖ សូមប្រើប៊ូតុងរូបភាព ដែលសរសេរ ![ការពិពណ៌នា](image:…)។',
      );
  }
  for (const [, target] of body.matchAll(LINK_TARGET)) {
    if (target && IMAGE_REFERENCE.test(target)) continue;
    if (target && !SAFE_LINK.test(target))
      return say(
        `A link may lead only to a web page, an e-mail address or a phone number, not to "${target.slice(0, 40)}".`,
        `តំណអាចនាំទៅកាន់តែទំព័រវេប អាសយដ្ឋានអ៊ីមែល ឬលេខទូរសព្ទប៉ុណ្ណោះ មិនមែន "${target.slice(0, 40)}" ទេ។`,
      );
  }
  return undefined;
}

/** Names the images of `ids` that are not stored (an id typed by hand, an image removed). */
export function unknownImages(field: string, ids: string[]): Record<string, Localized> {
  if (ids.length === 0) return {};
  return {
    [field]: say(
      `There is no uploaded image ${ids[0]}: upload it or choose one from the library.`,
      `មិនមានរូបភាពដែលបានផ្ទុកឡើង ${ids[0]} ទេ៖ សូមផ្ទុកវាឡើង ឬជ្រើសរើសមួយពីបណ្ណាល័យ។`,
    ),
  };
}

export const UNKNOWN_IMAGES = say(
  'An image this text names is not in the library.',
  'រូបភាពដែលអត្ថបទនេះដាក់ឈ្មោះ មិនមាននៅក្នុងបណ្ណាល័យទេ។',
);

export const BAD_PUBLISH_TIME = say('Choose a valid publishing time.', 'សូមជ្រើសរើសពេលវេលាផ្សាយដែលត្រឹមត្រូវ។');
