import { localizedPath, SITE, type Language, type Localized } from '@site/common';
import { renderEmail, type MailMessage } from '../mail/index.js';

/** Errors and answers a visitor reads, in both languages. */
export const CONVERSATION_ERRORS = {
  notFound: {
    en: 'This conversation was not found. Please start a new chat and ask for a person again.',
    km: 'រកមិនឃើញការសន្ទនានេះទេ។ សូមចាប់ផ្ដើមការជជែកថ្មី ហើយស្នើសុំនិយាយជាមួយមនុស្សម្ដងទៀត។',
  },
  empty: { en: 'Please type a message first.', km: 'សូមវាយសាររបស់អ្នកជាមុនសិន។' },
} satisfies Record<string, Localized>;

/** "Sophea from Angkor Digital": how a staff member is named to the visitor. */
export function staffSignature(name: string, language: Language): string {
  return language === 'km' ? `${name} មកពី ${SITE.name}` : `${name} from ${SITE.name}`;
}

/** Where the visitor's e-mail leads back to: the site in their language, the chat reopening their conversation. */
export function conversationLink(publicUrl: string, language: Language, session: string): string {
  return `${publicUrl}${localizedPath('/', language)}#conversation=${encodeURIComponent(session)}`;
}

/** A staff reply the visitor did not see in the chat (they had left), by e-mail in their language. */
export function staffReplyEmail(options: {
  to: string;
  language: Language;
  visitorName: string | null;
  staffName: string;
  replies: string[];
  link: string;
}): MailMessage {
  const { language } = options;
  const who = staffSignature(options.staffName, language);
  const texts: Record<Language, { subject: string; title: string; intro: string; button: string; footer: string }> = {
    en: {
      subject: `${who} answered you in the chat`,
      title: 'You have an answer in the chat',
      intro: `${options.visitorName ? `Hello ${options.visitorName}, ` : ''}${who} answered while you were away:`,
      button: 'Continue the conversation',
      footer:
        'You get this e-mail because you gave your address when you asked to talk to a person in our website’s chat.',
    },
    km: {
      subject: `${who} បានឆ្លើយតបអ្នកក្នុងការជជែក`,
      title: 'អ្នកមានចម្លើយក្នុងការជជែក',
      intro: `${options.visitorName ? `សួស្ដី ${options.visitorName}! ` : ''}${who} បានឆ្លើយតប ពេលអ្នកមិននៅ៖`,
      button: 'បន្តការសន្ទនា',
      footer: 'អ្នកទទួលបានអ៊ីមែលនេះ ព្រោះអ្នកបានផ្ដល់អាសយដ្ឋានរបស់អ្នក ពេលស្នើសុំនិយាយជាមួយមនុស្សក្នុងការជជែកលើគេហទំព័ររបស់យើង។',
    },
  };
  const text = texts[language];
  const { text: body, html } = renderEmail({
    language,
    title: text.title,
    paragraphs: [text.intro, ...options.replies],
    button: { label: text.button, url: options.link },
    footer: [text.footer],
  });
  return { kind: 'conversation-reply', to: options.to, language, subject: text.subject, text: body, html };
}
