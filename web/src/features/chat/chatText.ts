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
 * A phone number as people write it: starting with + or 0, digits with spaces, dots, brackets or
 * dashes between them, 8 to 15 digits in all ('+855 12 345 678', '012 345 678', '(+855) 63 963 800').
 * Prices, dates, times and years never start with + or 0 and have fewer digits.
 */
const PHONE = /(?<![\w+])\(?(?:\+|0)\d[\d ().-]{5,20}\d(?!\d)/g;

/** The text parts of a message with the phone numbers in them as tap-to-call links. */
function withPhoneLinks(parts: ChatTextPart[]): ChatTextPart[] {
  return parts.flatMap((part): ChatTextPart[] => {
    if (part.kind !== 'text') return [part];
    const out: ChatTextPart[] = [];
    let index = 0;
    for (const match of part.text.matchAll(PHONE)) {
      const digits = match[0].replace(/\D/g, '');
      if (digits.length < 8 || digits.length > 15) continue;
      if (match.index > index) out.push({ kind: 'text', text: part.text.slice(index, match.index) });
      const plus = match[0].includes('+') ? '+' : '';
      out.push({ kind: 'external', text: match[0], href: `tel:${plus}${digits}` });
      index = match.index + match[0].length;
    }
    if (index < part.text.length) out.push({ kind: 'text', text: part.text.slice(index) });
    return out;
  });
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
  return withPhoneLinks(parts);
}

/** A message's paragraphs and lists: lines starting with "- ", "* " or "• " are a list, "1. " a numbered one. */
export type ChatBlock = { kind: 'text'; text: string } | { kind: 'list'; ordered: boolean; items: string[] };

export function parseChatBlocks(message: string): ChatBlock[] {
  const blocks: ChatBlock[] = [];
  for (const line of message.split('\n')) {
    const bullet = /^\s*[-*•]\s+(.*)$/.exec(line);
    const numbered = bullet ? null : /^\s*\d{1,2}[.)]\s+(.*)$/.exec(line);
    const item = bullet?.[1] ?? numbered?.[1];
    const last = blocks.at(-1);
    if (item !== undefined) {
      const ordered = numbered !== null;
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
    } else if (last?.kind === 'text') last.text += `\n${line}`;
    else blocks.push({ kind: 'text', text: line });
  }
  // Blank lines around a list are its spacing, not text.
  return blocks
    .map((block) => (block.kind === 'text' ? { ...block, text: block.text.replace(/^\n+|\n+$/g, '') } : block))
    .filter((block) => block.kind === 'list' || block.text !== '');
}
