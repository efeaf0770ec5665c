/** Where a sign-in returns when nothing (or nothing safe) was asked for. */
export const DEFAULT_RETURN_TO = '/dashboard';

/** Longer values are refused: the path travels in the pending sign-in cookie, which must stay small. */
const MAX_RETURN_TO_LENGTH = 1024;

const BASE = 'http://return-to.invalid';
/** How many rounds of percent-decoding are looked through (`%252F` is `%2F` is `/`). */
const DECODE_ROUNDS = 3;

/**
 * The normalised same-origin path (path, query, hash) to send the browser to after sign-in, or
 * undefined. The value is read the way a browser reads a Location header (tabs and newlines dropped,
 * `\` taken for `/`, dot segments resolved, `%2e` counted as `.`), and only the result is judged: it
 * must be a path on this site that no later decoding turns into another host (`//evil`, `/\evil`),
 * into dot segments or control characters, and not one of the sign-in endpoints themselves.
 */
export function safeReturnTo(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > MAX_RETURN_TO_LENGTH) return undefined;
  // What the URL parser of a browser strips before anything else.
  const stripped = trimControlsAndSpaces(raw.replace(/[\t\n\r]/g, ''));
  if (!stripped.startsWith('/') || hasControlCharacter(stripped)) return undefined;
  let url: URL;
  try {
    // WHATWG parsing, as in the browser: backslashes, dot segments (also percent-encoded) resolved.
    url = new URL(stripped, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || !isPlainSitePath(url.pathname)) return undefined;
  const normalised = url.pathname + url.search + url.hash;
  return normalised.length <= MAX_RETURN_TO_LENGTH ? normalised : undefined;
}

/** A path that stays a plain path of this site however often a server or proxy on the way decodes it. */
function isPlainSitePath(pathname: string): boolean {
  let path = pathname;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    if (
      !path.startsWith('/') ||
      path.startsWith('//') ||
      path.includes('\\') ||
      hasControlCharacter(path) ||
      /(^|\/)\.\.?(\/|$)/.test(path) ||
      // Express matches routes case-insensitively: /API/logout is /api/logout.
      /^\/(api|dev-oidc|graphql)(\/|$)/i.test(path)
    )
      return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false;
    }
    if (decoded === path) return true;
    path = decoded;
  }
  return false;
}

/** Leading and trailing C0 controls and spaces off, as the URL parser does. */
function trimControlsAndSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end -= 1;
  return text.slice(start, end);
}

const hasControlCharacter = (text: string) =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || (char.charCodeAt(0) >= 0x7f && char.charCodeAt(0) <= 0x9f));
