import { escapeHtml, formatInstant } from '@site/common';
import { TELEGRAM_TEXT_LIMIT, type StaffAlert } from './alerts.types.js';

const ICONS: Record<string, string> = {
  inquiry: '📩',
  'chat-lead': '💬',
  booking: '📅',
  'booking-cancelled': '❌',
  'booking-rescheduled': '🔁',
  'order-paid': '💰',
  'payment-problem': '⚠️',
};

const ELLIPSIS = '…';

/**
 * The longest start of `text` whose escaped form fits in `budget` characters (an ellipsis added when
 * cut). Cut between code points, never inside a surrogate pair or an entity.
 */
export function fitEscaped(text: string, budget: number): string {
  const whole = escapeHtml(text);
  if (whole.length <= budget) return whole;
  let out = '';
  for (const char of text) {
    const next = escapeHtml(char);
    if (out.length + next.length + ELLIPSIS.length > budget) break;
    out += next;
  }
  return budget >= ELLIPSIS.length ? out.trimEnd() + ELLIPSIS : '';
}

const ZWSP = '\u200B';

/**
 * Someone else's text made inert for Telegram: a zero-width space breaks what its clients would make
 * tappable by themselves (links and bare domains, e-mail addresses, @mentions, #hashtags, $cashtags,
 * /commands), so a visitor's words cannot become a link, a mention or a command in the staff group.
 * What a person reads is unchanged.
 */
export function inert(text: string): string {
  return text
    .replace(/:\/\//g, `:${ZWSP}//`)
    .replace(/([\p{L}\p{N}_-])\.(?=[\p{L}\p{N}])/gu, `$1.${ZWSP}`)
    .replace(/([@#$/])(?=[\p{L}\p{N}_])/gu, `$1${ZWSP}`);
}

/** One line: any line break, tab or run of spaces (and the Unicode line and paragraph separators) a single space. */
export function oneLine(text: string): string {
  return text.replace(/[\s\u0085\u2028\u2029]+/gu, ' ').trim();
}

/**
 * Someone else's text on a line of the alert's head: one line, inert, escaped, at most `budget`
 * characters. Never bold: the head's emphasis is ours only.
 */
function plain(text: string, budget: number): string {
  return fitEscaped(inert(oneLine(text)), budget);
}

export interface RenderSettings {
  publicUrl: string;
  businessTimeZone: string;
}

/**
 * A staff alert as one Telegram message (HTML parse mode): what happened, who, when in the office's
 * zone, the details, the visitor's words quoted, and a link to the item in the dashboard. Everything a
 * visitor typed arrives as plain data (issue 34): escaped, inert (no link, mention or command of
 * theirs), on one line in the head (a name cannot add a line of its own, such as a fake "Order
 * paid"), never bold; only the title is bold and the dashboard link is a link. The quote keeps its
 * lines inside the quotation and is cut so the whole message stays within Telegram's 4096 characters
 * (the dashboard shows the rest). The other parts are bounded by the features' own limits.
 */
export function renderAlert(alert: StaffAlert, settings: RenderSettings): string {
  const line = (text: string) => plain(text, 200);
  const head = [`${ICONS[alert.kind] ?? '🔔'} <b>${line(alert.title)}</b>`];
  if (alert.who.name) head.push(line(alert.who.name));
  const contact = [alert.who.email, alert.who.phone].filter((value): value is string => !!value);
  if (contact.length > 0) head.push(contact.map(line).join(' · '));
  head.push(escapeHtml(formatInstant(alert.at, settings.businessTimeZone, 'en')));
  for (const [label, value] of alert.details ?? []) head.push(`${line(label)}: ${plain(value, 400)}`);
  const url = new URL(alert.link, `${settings.publicUrl}/`).href;
  const link = `<a href="${escapeHtml(url)}">Open in the dashboard</a>`;
  const fixed = `${head.join('\n')}\n\n${link}`;
  if (!alert.quote?.trim()) return fixed;
  const open = '<blockquote expandable>';
  const close = '</blockquote>';
  const budget = TELEGRAM_TEXT_LIMIT - fixed.length - open.length - close.length - 2;
  if (budget < 20) return fixed;
  return `${head.join('\n')}\n\n${open}${fitEscaped(inert(alert.quote.trim()), budget)}${close}\n\n${link}`;
}
