import { number, object, type InferType } from 'yup';
import { textField } from '../validation/fields.js';

/** The bound of every staff list (DESIGN: one bound on list sizes): a page of at most this many rows. */
export const PAGE_LIMITS = { default: 100, max: 500 } as const;
/** A CSV export is not paged: it holds at most this many rows (newest or soonest first, like the list). */
export const CSV_ROW_LIMIT = 10_000;

const wholeNumber = (min: number, max: number, fallback: number) =>
  number()
    // A query string has no numbers: '' or an absent value means the default.
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError('invalid')
    .integer('invalid')
    .min(min, 'invalid')
    .max(max, 'invalid')
    .default(fallback);

/** `?limit=&offset=` of a staff list: limit 1–500 (default 100), offset from 0. */
export const pageQuerySchema = object({
  limit: wholeNumber(1, PAGE_LIMITS.max, PAGE_LIMITS.default),
  offset: wholeNumber(0, Number.MAX_SAFE_INTEGER, 0),
});
export type PageQuery = InferType<typeof pageQuerySchema>;
/** What a caller may send: both optional. */
export type PageInput = Partial<PageQuery>;

/** The longest search term of a staff list. */
export const SEARCH_MAX_LENGTH = 200;

/** A staff list's search box: any readable text up to SEARCH_MAX_LENGTH, blank meaning none. */
export const searchField = () => textField().trim().max(SEARCH_MAX_LENGTH, 'max').default('');

/** `?limit=&offset=&q=` of a staff list with a search box. */
export const searchPageQuerySchema = pageQuerySchema.shape({ q: searchField() });
