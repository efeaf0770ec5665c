import { findPageRoute, parseLocalizedPath } from '@site/common';

/** A piece of a chat message: plain text, a link to a page of the site, or a mailto:/tel: link. */
export type ChatTextPart =
  | { kind: 'text'; text: string }
  | { kind: 'page'; text: string; path: string; hash: string }
  | { kind: 'external'; text: string; href: string };

// [label](target), or a bare site path such as /booking after a space or at the start.
const LINKS = /\[([^\]\n]+)\]\(([^)\s]+)\)|(?<=^|[\s(])(\/[a-z0-9-]+(?:\/[a-z0-9-]+)?)(?=$|[\s.,;:!?)។])/g;

/** A path of one of the site's pages (either language), with an optional #anchor; else undefined. */
function sitePage(target: string): { path: string; hash: string } | undefined {
  const [pathname, hash = ''] = target.split('#');
  const { path } = parseLocalizedPath(pathname);
  if (!findPageRoute(path) || !/^[\w-]*$/.test(hash)) return undefined;
  return { path, hash: hash ? `#${hash}` : '' };
}

/**
 * Splits a message into text and links. Only links to the site's own pages, e-mail and phone become
 * links; any other target (another website, javascript:, data:) stays plain text. Nothing is ever
 * rendered as HTML.
 */
export function parseChatText(message: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  const text = (value: string) => {
    if (!value) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  let index = 0;
  for (const match of message.matchAll(LINKS)) {
    text(message.slice(index, match.index));
    index = match.index + match[0].length;
    const [whole, label, target, bare] = match;
    const page = sitePage(target ?? bare);
    if (page) parts.push({ kind: 'page', text: label ?? bare, ...page });
    else if (target && /^(mailto:[^@\s]+@[^@\s]+|tel:\+?[\d-]+)$/.test(target)) {
      parts.push({ kind: 'external', text: label, href: target });
    } else text(label ?? whole);
  }
  text(message.slice(index));
  return parts;
}
