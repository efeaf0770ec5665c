import { escapeHtml, type Language, localizedPath } from '@site/common';
import { plainPage } from '../../shared/plain-page.js';
import type { ConfirmOutcome } from './newsletter.service.js';

type PageKey = ConfirmOutcome | 'unsubscribe-ask' | 'unsubscribed';

const PAGES: Record<PageKey, Record<Language, { title: string; text: string }>> = {
  confirmed: {
    en: {
      title: 'Subscription confirmed',
      text: 'Thank you! Your address is confirmed and you will receive our newsletter.',
    },
    km: { title: 'ការចុះឈ្មោះត្រូវបានបញ្ជាក់', text: 'សូមអរគុណ! អាសយដ្ឋានរបស់អ្នកត្រូវបានបញ្ជាក់ ហើយអ្នកនឹងទទួលបានព្រឹត្តិបត្រព័ត៌មានរបស់យើង។' },
  },
  'already-confirmed': {
    en: { title: 'Already confirmed', text: 'This address is already confirmed. There is nothing more to do.' },
    km: { title: 'បានបញ្ជាក់រួចហើយ', text: 'អាសយដ្ឋាននេះត្រូវបានបញ្ជាក់រួចហើយ។ អ្នកមិនចាំបាច់ធ្វើអ្វីទៀតទេ។' },
  },
  expired: {
    en: {
      title: 'This link has expired',
      text: 'Confirmation links work for 7 days. Please subscribe again at the bottom of any page and use the new e-mail.',
    },
    km: {
      title: 'តំណនេះផុតកំណត់ហើយ',
      text: 'តំណបញ្ជាក់ប្រើបានរយៈពេល 7 ថ្ងៃ។ សូមចុះឈ្មោះម្ដងទៀតនៅផ្នែកខាងក្រោមនៃទំព័រណាមួយ ហើយប្រើអ៊ីមែលថ្មី។',
    },
  },
  invalid: {
    en: {
      title: 'This link does not work',
      text: 'The link is incomplete or was replaced by a newer one. Please use the latest e-mail, or subscribe again at the bottom of any page.',
    },
    km: {
      title: 'តំណនេះប្រើមិនបាន',
      text: 'តំណនេះមិនពេញលេញ ឬត្រូវបានជំនួសដោយតំណថ្មីជាង។ សូមប្រើអ៊ីមែលចុងក្រោយបំផុត ឬចុះឈ្មោះម្ដងទៀតនៅផ្នែកខាងក្រោមនៃទំព័រណាមួយ។',
    },
  },
  'unsubscribe-ask': {
    en: { title: 'Unsubscribe from the newsletter?', text: 'Press the button to stop receiving our newsletter.' },
    km: { title: 'ឈប់ទទួលព្រឹត្តិបត្រព័ត៌មានមែនទេ?', text: 'សូមចុចប៊ូតុងខាងក្រោម ដើម្បីឈប់ទទួលព្រឹត្តិបត្រព័ត៌មានរបស់យើង។' },
  },
  unsubscribed: {
    en: {
      title: 'You are unsubscribed',
      text: 'You will not receive our newsletter any more. You can subscribe again at any time at the bottom of any page.',
    },
    km: {
      title: 'អ្នកបានឈប់ទទួលហើយ',
      text: 'អ្នកនឹងមិនទទួលបានព្រឹត្តិបត្រព័ត៌មានរបស់យើងទៀតទេ។ អ្នកអាចចុះឈ្មោះម្ដងទៀតបានគ្រប់ពេល នៅផ្នែកខាងក្រោមនៃទំព័រណាមួយ។',
    },
  },
};

const LABELS: Record<Language, { home: string; unsubscribe: string }> = {
  en: { home: 'Go to the home page', unsubscribe: 'Unsubscribe' },
  km: { home: 'ទៅកាន់ទំព័រដើម', unsubscribe: 'ឈប់ទទួល' },
};

/** The small page a newsletter link lands on, in the subscriber's language; works without JavaScript. */
export function newsletterPage(key: PageKey, language: Language, formAction?: string): string {
  const page = PAGES[key][language];
  const labels = LABELS[language];
  const action = formAction
    ? `<form method="post" action="${escapeHtml(formAction)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(labels.unsubscribe)}</button></form>`
    : `<p><a href="${localizedPath('/', language)}">${escapeHtml(labels.home)}</a></p>`;
  return plainPage(language, page.title, `<p>${escapeHtml(page.text)}</p>${action}`);
}
