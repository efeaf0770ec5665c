import type { Language } from '@site/common';

/** What a service needs to know about the request behind a call, whichever door it came through. */
export interface RequestMeta {
  /** The client's address (behind TRUST_PROXY), for rate limits. */
  ip: string;
  /** The request's language, used when the input names none of its own. */
  language: Language;
}
