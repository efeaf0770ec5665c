import { SITE, localizedPath, serviceOptionLabel, type Language } from '@site/common';
import { renderEmail } from '../mail/mail.layout.js';
import type { MailMessage } from '../mail/mail.types.js';
import type { ContactSubmission } from './contact.entity.js';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', km: 'Khmer (ខ្មែរ)' };

/** To the agency: everything needed to answer, with Reply-To set to the visitor. */
export function contactStaffNotification(submission: ContactSubmission, staffEmail: string): MailMessage {
  const service = serviceOptionLabel(submission.service, 'en');
  const subject = `New inquiry from ${submission.name}: ${service}`;
  const { text, html } = renderEmail({
    language: 'en',
    title: 'New inquiry from the website',
    paragraphs: [
      `${submission.name} wrote through the contact form. Reply to this e-mail to answer them directly.`,
      submission.message,
    ],
    details: [
      ['Name', submission.name],
      ['Email', submission.email],
      ['Phone', submission.phone || '—'],
      ['Service', service],
      ['Language', LANGUAGE_NAMES[submission.language as Language] ?? submission.language],
      ['Received', `${submission.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`],
    ],
    footer: ['Sent by the website for every inquiry. The dashboard lists them all.'],
  });
  return { kind: 'contact-staff', to: staffEmail, language: 'en', subject, text, html, replyTo: submission.email };
}

const ACK = {
  en: {
    subject: `We received your message — ${SITE.name}`,
    title: 'Thank you, we received your message',
    intro: (name: string) =>
      `Dear ${name}, thank you for contacting ${SITE.name}. We usually reply within one working day (Monday to Friday, 9:00 AM to 5:00 PM, Cambodia time).`,
    copy: 'Your message:',
    book: 'Book a free consultation',
    footer: 'You receive this e-mail because this address was entered in the contact form on our website.',
  },
  km: {
    subject: `យើងបានទទួលសាររបស់អ្នកហើយ — ${SITE.name}`,
    title: 'សូមអរគុណ យើងបានទទួលសាររបស់អ្នកហើយ',
    intro: (name: string) =>
      `ជូនចំពោះ ${name}, សូមអរគុណដែលបានទាក់ទងមក ${SITE.name}។ ជាធម្មតា យើងឆ្លើយតបក្នុងរយៈពេលមួយថ្ងៃធ្វើការ (ថ្ងៃច័ន្ទ ដល់ថ្ងៃសុក្រ ម៉ោង 9:00 ព្រឹក ដល់ 5:00 ល្ងាច ម៉ោងកម្ពុជា)។`,
    copy: 'សាររបស់អ្នក៖',
    book: 'កក់ការពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ',
    footer: 'អ្នកទទួលបានអ៊ីមែលនេះ ដោយសារអាសយដ្ឋាននេះត្រូវបានបញ្ចូលក្នុងទម្រង់ទំនាក់ទំនងនៅលើគេហទំព័ររបស់យើង។',
  },
};

/** To the visitor, in their language: a receipt of what they sent and what happens next. */
export function contactAcknowledgement(submission: ContactSubmission, publicUrl: string): MailMessage {
  const language = submission.language as Language;
  const t = ACK[language];
  const { text, html } = renderEmail({
    language,
    title: t.title,
    paragraphs: [t.intro(submission.name), `${t.copy}\n${submission.message}`],
    button: { label: t.book, url: `${publicUrl}${localizedPath('/booking', language)}` },
    footer: [t.footer],
  });
  return { kind: 'contact-ack', to: submission.email, language, subject: t.subject, text, html };
}
