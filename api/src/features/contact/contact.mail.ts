import { SITE, businessHoursText, formatInstant, localizedPath, serviceOptionLabel, type Language } from '@site/common';
import { LANGUAGE_DETAIL, renderEmail, type MailMessage } from '../mail/index.js';
import type { ContactSubmission } from './contact.entity.js';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', km: 'Khmer (ខ្មែរ)' };

/**
 * The conversation of a chat lead as plain lines for staff: who said what, one line per message (a
 * visitor's line breaks become " ↵ "), so no message can start a line that looks like the assistant's.
 */
export function transcriptLines(submission: Pick<ContactSubmission, 'transcript'>): string {
  return (submission.transcript ?? [])
    .map(
      (turn) =>
        `${turn.role === 'user' ? 'Visitor' : 'Assistant'}: ${turn.content.trim().replace(/\s*[\r\n\u2028\u2029]+\s*/gu, ' ↵ ')}`,
    )
    .join('\n\n');
}

/** To the agency: everything needed to answer (the visitor's text included, escaped), with Reply-To set to the visitor. */
export function contactStaffNotification(submission: ContactSubmission, staffEmail: string): MailMessage {
  const fromChat = submission.source === 'chat';
  const service = submission.service ? serviceOptionLabel(submission.service, 'en') : undefined;
  const subject = fromChat
    ? `Question from the chat: ${submission.name}`
    : `New inquiry from ${submission.name}: ${service ?? 'Other'}`;
  const conversation = transcriptLines(submission);
  const { text, html } = renderEmail({
    language: 'en',
    title: fromChat ? 'A question the chat could not answer' : 'New inquiry from the website',
    paragraphs: [
      fromChat
        ? `${submission.name} asked the chat assistant something it could not answer, and left their details for the team.${submission.email ? ' Reply to this e-mail to answer them directly.' : ' They left a phone number only: call or message them.'}`
        : `${submission.name} wrote through the contact form. Reply to this e-mail to answer them directly.`,
      submission.message,
      ...(conversation ? [`The conversation before:\n\n${conversation}`] : []),
    ],
    details: [
      ['Name', submission.name],
      ['Email', submission.email || '—'],
      ['Phone', submission.phone || '—'],
      ...(service ? [['Service', service] as [string, string]] : []),
      ['Language', LANGUAGE_NAMES[submission.language as Language] ?? submission.language],
      ['Source', fromChat ? 'Chat' : 'Contact form'],
      ['Received', `${submission.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`],
    ],
    footer: ['Sent by the website for every inquiry. The dashboard lists them all.'],
  });
  return {
    kind: fromChat ? 'chat-lead-staff' : 'contact-staff',
    to: staffEmail,
    language: 'en',
    subject,
    text,
    html,
    ...(submission.email ? { replyTo: submission.email } : {}),
  };
}

const ACK = {
  en: {
    subject: `We received your message — ${SITE.name}`,
    title: 'Thank you, we received your message',
    intro: (hours: string) =>
      `Hello, thank you for contacting ${SITE.name}. We received your inquiry and usually reply within one working day (${hours}).`,
    labels: { service: 'Service', received: 'Received' },
    notQuoted:
      'We do not copy here what was written in the form: our team has your message and will answer it. If you did not contact us, someone may have typed your address by mistake, and you can ignore this e-mail.',
    book: 'Book a free consultation',
    footer: 'You receive this e-mail because this address was entered in the contact form on our website.',
  },
  km: {
    subject: `យើងបានទទួលសាររបស់អ្នកហើយ — ${SITE.name}`,
    title: 'សូមអរគុណ យើងបានទទួលសាររបស់អ្នកហើយ',
    intro: (hours: string) =>
      `ជម្រាបសួរ! សូមអរគុណដែលបានទាក់ទងមក ${SITE.name}។ យើងបានទទួលសំណួររបស់អ្នកហើយ។ ជាធម្មតា យើងឆ្លើយតបក្នុងរយៈពេលមួយថ្ងៃធ្វើការ (${hours})។`,
    labels: { service: 'សេវាកម្ម', received: 'ទទួលបាននៅ' },
    notQuoted:
      'យើងមិនចម្លងខ្លឹមសារដែលបានសរសេរក្នុងទម្រង់មកទីនេះទេ៖ ក្រុមការងាររបស់យើងបានទទួលសាររបស់អ្នក ហើយនឹងឆ្លើយតបទៅអ្នក។ ប្រសិនបើអ្នកមិនបានទាក់ទងមកយើងទេ ប្រហែលជាមាននរណាម្នាក់បានវាយអាសយដ្ឋានរបស់អ្នកដោយច្រឡំ ហើយអ្នកអាចមិនអើពើនឹងអ៊ីមែលនេះបាន។',
    book: 'កក់ការពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ',
    footer: 'អ្នកទទួលបានអ៊ីមែលនេះ ដោយសារអាសយដ្ឋាននេះត្រូវបានបញ្ចូលក្នុងទម្រង់ទំនាក់ទំនងនៅលើគេហទំព័ររបស់យើង។',
  },
};

/**
 * To the address typed into the form, in the visitor's language: what was received (the service, when,
 * the language) and what happens next. Nothing the sender wrote is repeated, not even the name: the
 * address may be a stranger's, and a receipt that quoted the form would carry a spammer's text and
 * links to them from our domain. A name could be screened (no URL, no @, short), but any such rule is
 * one to probe ("evil dot com", a phone number to call); the visitor knows their own name.
 */
export function contactAcknowledgement(
  submission: ContactSubmission,
  settings: { publicUrl: string; businessTimeZone: string },
): MailMessage {
  const language = submission.language as Language;
  const t = ACK[language];
  const { text, html } = renderEmail({
    language,
    title: t.title,
    paragraphs: [t.intro(businessHoursText(settings.businessTimeZone, language)), t.notQuoted],
    details: [
      ...(submission.service
        ? [[t.labels.service, serviceOptionLabel(submission.service, language)] as [string, string]]
        : []),
      [t.labels.received, formatInstant(submission.createdAt, settings.businessTimeZone, language)],
      LANGUAGE_DETAIL[language],
    ],
    button: { label: t.book, url: `${settings.publicUrl}${localizedPath('/booking', language)}` },
    footer: [t.footer],
  });
  if (!submission.email) throw new Error('an acknowledgement needs an e-mail address');
  return { kind: 'contact-ack', to: submission.email, language, subject: t.subject, text, html };
}
