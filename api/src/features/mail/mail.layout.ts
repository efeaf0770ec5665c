import { escapeHtml, SITE, type Language } from '@site/common';
import { contactDetails } from '../../shared/contact-details.js';

/**
 * The "Language" line of an e-mail to a visitor: the language they chose, named in itself. Visitors'
 * e-mails never quote what was typed into a form (README "E-mail"): the address may not be theirs.
 */
export const LANGUAGE_DETAIL: Record<Language, [label: string, value: string]> = {
  en: ['Language', 'English'],
  km: ['ភាសា', 'ខ្មែរ'],
};

/**
 * A sentence as each part of the e-mail says it, where they differ: the HTML has a button, the plain
 * text a link line ("the button below" / "the link below").
 */
export type Said = string | { html: string; text: string };

const inText = (said: Said) => (typeof said === 'string' ? said : said.text);
const inHtml = (said: Said) => (typeof said === 'string' ? said : said.html);

/** Web addresses in an escaped value as links. */
const linked = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g, (url) => `<a href="${url}" style="color:#0e5350">${url}</a>`);

export interface EmailContent {
  language: Language;
  title: string;
  /** Plain paragraphs; user-supplied text is escaped, never interpreted as HTML. */
  paragraphs: Said[];
  /**
   * Label/value lines, e.g. the fields of an inquiry. `links`: the value's web addresses are the
   * product's own (a meeting link, a map) and become clickable in the HTML; what a visitor typed never does.
   */
  details?: [label: string, value: string, links?: 'links'][];
  button?: { label: string; url: string };
  /** Small print at the bottom (why they got it, how to stop it). */
  footer?: Said[];
  footerLink?: { label: string; url: string };
}

const FONT = "'Kantumruy Pro', 'Noto Sans Khmer', 'Khmer OS', Arial, sans-serif";

/** One e-mail in both parts: plain text and a simple, inline-styled HTML version (mail clients ignore <style>). */
export function renderEmail(content: EmailContent): { text: string; html: string } {
  const lineHeight = content.language === 'km' ? 1.8 : 1.5;
  const text = [
    content.title,
    '',
    ...content.paragraphs.flatMap((paragraph) => [inText(paragraph), '']),
    ...(content.details ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(content.details?.length ? [''] : []),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ''] : []),
    '—',
    SITE.name,
    `${contactDetails().phone} · ${contactDetails().email}`,
    ...(content.footer ?? []).map(inText),
    ...(content.footerLink ? [`${content.footerLink.label}: ${content.footerLink.url}`] : []),
  ].join('\n');

  const paragraphs = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(inHtml(paragraph)).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const details = content.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${content.details
        .map(
          ([label, value, links]) =>
            `<tr><td style="padding:6px 12px 6px 0;color:#55615f;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;vertical-align:top">${(links ? linked(escapeHtml(value)) : escapeHtml(value)).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const button = content.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.button.url)}" style="background:#b5542d;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:700;display:inline-block">${escapeHtml(content.button.label)}</a></p>`
    : '';
  const footer = [
    ...(content.footer ?? []).map((line) => escapeHtml(inHtml(line))),
    ...(content.footerLink
      ? [
          `<a href="${escapeHtml(content.footerLink.url)}" style="color:#55615f">${escapeHtml(content.footerLink.label)}</a>`,
        ]
      : []),
  ]
    .map((line) => `<p style="margin:0 0 8px">${line}</p>`)
    .join('');

  const html = `<!doctype html><html lang="${content.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;background:#f6f1ea;font-family:${FONT};line-height:${lineHeight};color:#1d2b2a">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td style="padding:24px 12px">
<table role="presentation" style="border-collapse:collapse;max-width:560px;width:100%;margin:0 auto;background:#ffffff;border-radius:12px">
<tr><td style="background:#0e5350;color:#ffffff;padding:16px 24px;border-radius:12px 12px 0 0;font-weight:700">${escapeHtml(SITE.name)}</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px;line-height:1.4">${escapeHtml(content.title)}</h1>
${paragraphs}${details}${button}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4ddd2;font-size:13px;color:#55615f">
<p style="margin:0 0 8px">${escapeHtml(SITE.name)} · ${escapeHtml(contactDetails().phone)} · ${escapeHtml(contactDetails().email)}</p>${footer}
</td></tr></table></td></tr></table></body></html>`;
  return { text, html };
}
