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

export interface RenderSettings {
  publicUrl: string;
  businessTimeZone: string;
}

/**
 * A staff alert as one Telegram message (HTML parse mode): what happened, who, when in the office's
 * zone, the details, the visitor's words quoted, and a link to the item in the dashboard. Every text
 * that is not ours is escaped; the quote is cut so the whole message stays within Telegram's 4096
 * characters (the dashboard shows the rest). The other parts are bounded by the features' own limits.
 */
export function renderAlert(alert: StaffAlert, settings: RenderSettings): string {
  const line = (text: string) => fitEscaped(text, 200);
  const head = [`${ICONS[alert.kind] ?? '🔔'} <b>${line(alert.title)}</b>`];
  if (alert.who.name) head.push(`<b>${line(alert.who.name)}</b>`);
  const contact = [alert.who.email, alert.who.phone].filter((value): value is string => !!value);
  if (contact.length > 0) head.push(contact.map(line).join(' · '));
  head.push(escapeHtml(formatInstant(alert.at, settings.businessTimeZone, 'en')));
  for (const [label, value] of alert.details ?? []) head.push(`${line(label)}: ${fitEscaped(value, 400)}`);
  const url = new URL(alert.link, `${settings.publicUrl}/`).href;
  const link = `<a href="${escapeHtml(url)}">Open in the dashboard</a>`;
  const fixed = `${head.join('\n')}\n\n${link}`;
  if (!alert.quote?.trim()) return fixed;
  const open = '<blockquote expandable>';
  const close = '</blockquote>';
  const budget = TELEGRAM_TEXT_LIMIT - fixed.length - open.length - close.length - 2;
  if (budget < 20) return fixed;
  return `${head.join('\n')}\n\n${open}${fitEscaped(alert.quote.trim(), budget)}${close}\n\n${link}`;
}
