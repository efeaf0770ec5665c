import { IMAGE_ALT_MAX, IMAGE_MAX_BYTES, type Localized } from '@site/common';
import { AppError } from '../../errors.js';

const say = (en: string, km: string): Localized => ({ en, km });
const MEGABYTES = IMAGE_MAX_BYTES / 1024 / 1024;

/** At most this many pixels (width × height) are decoded: a larger image is refused unread (a decompression bomb). */
export const MAX_PIXELS = 40_000_000;

export const KINDS = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
} as const;
export type ImageKind = keyof typeof KINDS;

/** What the bytes are, by their first bytes (the file name and the declared type are not trusted). */
export function sniffImage(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

export const NOT_AN_IMAGE = say(
  'This file is not a JPEG, PNG or WebP image. Please choose a photo in one of these formats.',
  'ឯកសារនេះមិនមែនជារូបភាព JPEG, PNG ឬ WebP ទេ។ សូមជ្រើសរើសរូបថតក្នុងទម្រង់មួយក្នុងចំណោមទម្រង់ទាំងនេះ។',
);
export const TOO_BIG = say(
  `The image is larger than ${MEGABYTES} MB. Please choose a smaller file.`,
  `រូបភាពធំជាង ${MEGABYTES} MB។ សូមជ្រើសរើសឯកសារដែលតូចជាងនេះ។`,
);
export const TOO_MANY_PIXELS = say(
  `The image has too many pixels (at most ${MAX_PIXELS / 1_000_000} megapixels). Please make it smaller and try again.`,
  `រូបភាពមានភីកសែលច្រើនពេក (យ៉ាងច្រើន ${MAX_PIXELS / 1_000_000} មេហ្គាភីកសែល)។ សូមបង្រួមវា ហើយព្យាយាមម្ដងទៀត។`,
);
export const CORRUPT = say(
  'The image could not be read: the file is damaged or incomplete. Please export it again and retry.',
  'មិនអាចអានរូបភាពបានទេ៖ ឯកសារខូច ឬមិនពេញលេញ។ សូមនាំចេញវាម្ដងទៀត ហើយព្យាយាមម្ដងទៀត។',
);
export const NO_FILE = say('Choose an image to upload.', 'សូមជ្រើសរើសរូបភាពដើម្បីផ្ទុកឡើង។');
export const NOT_MULTIPART = say(
  'Send the image as a form upload (multipart/form-data) with the fields file, altEn and altKm.',
  'សូមផ្ញើរូបភាពជាទម្រង់ផ្ទុកឡើង (multipart/form-data) ដែលមានចន្លោះ file, altEn និង altKm។',
);
export const ONE_FILE = say('Upload one image at a time.', 'សូមផ្ទុកឡើងរូបភាពម្ដងមួយ។');
export const IMAGE_NOT_FOUND = say('There is no such image.', 'មិនមានរូបភាពនេះទេ។');

/** The alt text, required in both languages: what the image shows, for those who cannot see it. */
export function readAlt(source: { en?: unknown; km?: unknown }): Localized {
  const clean = (value: unknown) =>
    typeof value === 'string' ? value.normalize('NFC').replace(/\s+/g, ' ').trim() : '';
  const alt = { en: clean(source.en), km: clean(source.km) };
  const problems: Record<string, Localized> = {};
  if (!alt.en)
    problems['alt.en'] = say('Describe the image in English (alt text).', 'សូមពិពណ៌នារូបភាពជាភាសាអង់គ្លេស (អត្ថបទជំនួស)។');
  else if (alt.en.length > IMAGE_ALT_MAX)
    problems['alt.en'] = say(
      `The English description is too long (at most ${IMAGE_ALT_MAX} characters).`,
      `ការពិពណ៌នាជាភាសាអង់គ្លេសវែងពេក (យ៉ាងច្រើន ${IMAGE_ALT_MAX} តួអក្សរ)។`,
    );
  if (!alt.km)
    problems['alt.km'] = say('Describe the image in Khmer (alt text).', 'សូមពិពណ៌នារូបភាពជាភាសាខ្មែរ (អត្ថបទជំនួស)។');
  else if (alt.km.length > IMAGE_ALT_MAX)
    problems['alt.km'] = say(
      `The Khmer description is too long (at most ${IMAGE_ALT_MAX} characters).`,
      `ការពិពណ៌នាជាភាសាខ្មែរវែងពេក (យ៉ាងច្រើន ${IMAGE_ALT_MAX} តួអក្សរ)។`,
    );
  if (Object.keys(problems).length > 0)
    throw new AppError(
      'BAD_USER_INPUT',
      say('Describe the image in English and in Khmer.', 'សូមពិពណ៌នារូបភាពជាភាសាអង់គ្លេស និងជាភាសាខ្មែរ។'),
      problems,
    );
  return alt;
}

export const IMAGE_DELETED = say('The image is deleted.', 'រូបភាពត្រូវបានលុបហើយ។');

/** At most this many places are named in a refusal; the rest are counted. */
const NAMED_USES = 5;

function list(items: string[], and: string, more: (count: number) => string, separator: string): string {
  const named = items.slice(0, NAMED_USES);
  if (items.length > NAMED_USES) named.push(more(items.length - NAMED_USES));
  if (named.length === 1) return named[0]!;
  return `${named.slice(0, -1).join(separator)}${and}${named.at(-1)!}`;
}

/**
 * The refusal of deleting an image that something still shows: where (each place named by the feature
 * that registered it, e.g. the article “…”), and what to do instead.
 */
export function imageInUse(uses: readonly Localized[]): Localized {
  const en = list(
    uses.map((use) => use.en),
    ' and ',
    (count) => `${count} more`,
    ', ',
  );
  const km = list(
    uses.map((use) => use.km),
    ' និង',
    (count) => `កន្លែងផ្សេងទៀតចំនួន ${count}`,
    ' ',
  );
  return say(
    `This image is still used in ${en}. Remove it there first, then delete the image.`,
    `រូបភាពនេះនៅតែកំពុងប្រើក្នុង${km}។ សូមដករូបភាពចេញពីទីនោះជាមុនសិន រួចសឹមលុបវា។`,
  );
}
