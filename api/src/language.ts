import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@site/common';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The language of a request: an explicit `language` (body or query) wins, then the Accept-Language
 * header (km before en when Khmer is preferred), then English.
 */
export function requestLanguage(explicit: unknown, headers: IncomingHttpHeaders): Language {
  if (isLanguage(explicit)) return explicit;
  const accept = headers['accept-language'];
  if (typeof accept === 'string') {
    const ranked = accept
      .split(',')
      .map((part) => {
        const [tag, ...params] = part.trim().split(';');
        const q = params.find((param) => param.trim().startsWith('q='));
        return { tag: tag.trim().toLowerCase().slice(0, 2), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
      })
      .sort((a, b) => b.q - a.q);
    const match = ranked.find((entry) => isLanguage(entry.tag));
    if (match) return match.tag as Language;
  }
  return DEFAULT_LANGUAGE;
}
