import { orderReferenceOf } from './payments.js';

/**
 * A second prerendered state of a page, served in place of its index.html when the address's query
 * asks for it, so that the HTML a visitor first sees is already what the app renders for that address
 * (no swap of text, no layout shift once it hydrates). The prerender renders `sample`'s query into
 * `file` beside the page's index.html; the server picks it when `applies` holds for the request's query.
 */
export interface PageVariant {
  routeId: string;
  /** File name beside the page's index.html. */
  file: string;
  /** A query for which the variant applies, rendered by the prerender. */
  sample: string;
  applies(query: URLSearchParams): boolean;
}

export const PAGE_VARIANTS: readonly PageVariant[] = [
  // /payment-success without an order says so at once; with one it shows "checking" until the
  // server's answer arrives.
  {
    routeId: 'payment-success',
    file: 'with-order.html',
    sample: '?order=prerendered',
    applies: (query) => orderReferenceOf(query) !== undefined,
  },
];
