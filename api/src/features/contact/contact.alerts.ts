import { serviceOptionLabel, STAFF_LINKS } from '@site/common';
import type { StaffAlert } from '../alerts/index.js';
import type { ContactSubmission } from './contact.entity.js';
import { transcriptLines } from './contact.mail.js';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', km: 'Khmer' };

/** The staff alert of a new inquiry: from the contact form, or a chat lead with its conversation. */
export function inquiryAlert(submission: ContactSubmission): StaffAlert {
  const fromChat = submission.source === 'chat';
  const conversation = transcriptLines(submission);
  return {
    kind: fromChat ? 'chat-lead' : 'inquiry',
    title: fromChat ? 'Question from the chat' : 'New inquiry',
    who: { name: submission.name, email: submission.email, phone: submission.phone },
    at: submission.createdAt,
    details: [
      ...(submission.service ? [['Service', serviceOptionLabel(submission.service, 'en')] as [string, string]] : []),
      ['Language', LANGUAGE_NAMES[submission.language] ?? submission.language],
    ],
    // A chat lead's question on one line before the conversation the server recorded: a visitor's
    // line breaks cannot make their words look like the assistant's.
    quote: fromChat
      ? `Question: ${submission.message.trim().replace(/\s*[\r\n\u2028\u2029]+\s*/gu, ' ↵ ')}${conversation ? `\n\nThe conversation before (as the chat recorded it):\n${conversation}` : ''}`
      : submission.message,
    link: STAFF_LINKS.inquiry(submission.id),
  };
}
