/** Where a sign-in returns when nothing (or nothing safe) was asked for. */
export const DEFAULT_RETURN_TO = '/dashboard';

const BASE = 'http://return-to.invalid';

/**
 * A same-origin relative path (path, query, hash) or undefined: never another site (`//evil`,
 * `/\evil`, `https://…`), never the sign-in endpoints themselves, nothing with control characters.
 */
export function safeReturnTo(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return undefined;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  if (/^\/(api|dev-oidc|graphql)(\/|$)/.test(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}

const hasControlCharacter = (text: string) =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
