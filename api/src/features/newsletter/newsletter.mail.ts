import { SITE, localizedPath, type Language } from '@site/common';
import { renderEmail, type MailMessage } from '../mail/index.js';

const CONFIRM = {
  en: {
    subject: `Please confirm your subscription — ${SITE.name}`,
    title: 'One more step: confirm your e-mail address',
    text: `Thank you for subscribing to the ${SITE.name} newsletter: tips on websites, search and social media for businesses in Cambodia, about once a month.`,
    action: 'Please confirm that this address is yours. The link works once and expires in 7 days.',
    button: 'Confirm my subscription',
    ignore: 'If you did not subscribe, ignore this e-mail: nothing will be sent to you.',
  },
  km: {
    subject: `សូមបញ្ជាក់ការចុះឈ្មោះរបស់អ្នក — ${SITE.name}`,
    title: 'នៅសល់មួយជំហានទៀត៖ សូមបញ្ជាក់អាសយដ្ឋានអ៊ីមែលរបស់អ្នក',
    text: `សូមអរគុណដែលបានចុះឈ្មោះទទួលព្រឹត្តិបត្រព័ត៌មានរបស់ ${SITE.name}៖ គន្លឹះអំពីគេហទំព័រ ការស្វែងរក និងបណ្ដាញសង្គម សម្រាប់អាជីវកម្មនៅកម្ពុជា ប្រហែលម្ដងក្នុងមួយខែ។`,
    action: 'សូមបញ្ជាក់ថាអាសយដ្ឋាននេះជារបស់អ្នក។ តំណនេះប្រើបានតែម្ដង ហើយផុតកំណត់ក្នុងរយៈពេល 7 ថ្ងៃ។',
    button: 'បញ្ជាក់ការចុះឈ្មោះ',
    ignore: 'ប្រសិនបើអ្នកមិនបានចុះឈ្មោះទេ សូមមិនអើពើអ៊ីមែលនេះ៖ យើងនឹងមិនផ្ញើអ្វីទៅអ្នកឡើយ។',
  },
};

/** Double opt-in: the only e-mail a pending address ever gets. */
export function newsletterConfirmation(to: string, language: Language, confirmUrl: string): MailMessage {
  const t = CONFIRM[language];
  const { text, html } = renderEmail({
    language,
    title: t.title,
    paragraphs: [t.text, t.action],
    button: { label: t.button, url: confirmUrl },
    footer: [t.ignore],
  });
  return { kind: 'newsletter-confirm', to, language, subject: t.subject, text, html };
}

const WELCOME = {
  en: {
    subject: `You are subscribed — ${SITE.name}`,
    title: 'Welcome to our newsletter',
    text: 'Your address is confirmed. You will receive our newsletter about once a month.',
    more: 'Meanwhile, see what we can do for your business:',
    button: 'Our services',
    footer: 'You receive this e-mail because you subscribed on our website.',
    unsubscribe: 'Unsubscribe with one click',
  },
  km: {
    subject: `អ្នកបានចុះឈ្មោះរួចរាល់ — ${SITE.name}`,
    title: 'សូមស្វាគមន៍មកកាន់ព្រឹត្តិបត្រព័ត៌មានរបស់យើង',
    text: 'អាសយដ្ឋានរបស់អ្នកត្រូវបានបញ្ជាក់ហើយ។ អ្នកនឹងទទួលបានព្រឹត្តិបត្រព័ត៌មានរបស់យើង ប្រហែលម្ដងក្នុងមួយខែ។',
    more: 'ក្នុងពេលនេះ សូមមើលអ្វីដែលយើងអាចធ្វើបានសម្រាប់អាជីវកម្មរបស់អ្នក៖',
    button: 'សេវាកម្មរបស់យើង',
    footer: 'អ្នកទទួលបានអ៊ីមែលនេះ ដោយសារអ្នកបានចុះឈ្មោះនៅលើគេហទំព័ររបស់យើង។',
    unsubscribe: 'ឈប់ទទួលដោយចុចតែម្ដង',
  },
};

/**
 * Every newsletter e-mail carries a visible unsubscribe link and the RFC 8058 headers, so mail
 * apps can offer their own one-click unsubscribe button.
 */
function newsletterHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function newsletterWelcome(
  to: string,
  language: Language,
  publicUrl: string,
  unsubscribeUrl: string,
): MailMessage {
  const t = WELCOME[language];
  const { text, html } = renderEmail({
    language,
    title: t.title,
    paragraphs: [t.text, t.more],
    button: { label: t.button, url: `${publicUrl}${localizedPath('/services', language)}` },
    footer: [t.footer],
    footerLink: { label: t.unsubscribe, url: unsubscribeUrl },
  });
  return {
    kind: 'newsletter-welcome',
    to,
    language,
    subject: t.subject,
    text,
    html,
    headers: newsletterHeaders(unsubscribeUrl),
  };
}
