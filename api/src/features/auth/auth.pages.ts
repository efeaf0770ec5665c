import { escapeHtml, type Language, localizedPath } from '@site/common';
import { plainPage } from '../../shared/plain-page.js';

export type AuthPageKey = 'failed' | 'expired' | 'unavailable';

const PAGES: Record<AuthPageKey, Record<Language, { title: string; text: string }>> = {
  failed: {
    en: {
      title: 'Sign-in did not complete',
      text: 'The answer from the sign-in provider could not be verified, or sign-in was cancelled. Please start again.',
    },
    km: {
      title: 'ការចូលគណនីមិនបានបញ្ចប់',
      text: 'មិនអាចផ្ទៀងផ្ទាត់ចម្លើយពីអ្នកផ្ដល់សេវាចូលគណនីបានទេ ឬការចូលគណនីត្រូវបានបោះបង់។ សូមចាប់ផ្ដើមម្ដងទៀត។',
    },
  },
  expired: {
    en: {
      title: 'This sign-in has expired',
      text: 'Sign-in must be finished within 10 minutes, in the same browser where it started. Please start again.',
    },
    km: {
      title: 'ការចូលគណនីនេះផុតកំណត់ហើយ',
      text: 'ការចូលគណនីត្រូវតែបញ្ចប់ក្នុងរយៈពេល 10 នាទី នៅក្នុងកម្មវិធីរុករកដដែលដែលបានចាប់ផ្ដើម។ សូមចាប់ផ្ដើមម្ដងទៀត។',
    },
  },
  unavailable: {
    en: {
      title: 'Sign-in is not available right now',
      text: 'The sign-in provider does not answer. Please try again in a minute.',
    },
    km: {
      title: 'មិនអាចចូលគណនីបាននៅពេលនេះទេ',
      text: 'អ្នកផ្ដល់សេវាចូលគណនីមិនឆ្លើយតប។ សូមព្យាយាមម្ដងទៀតក្រោយរយៈពេលមួយនាទី។',
    },
  },
};

const AGAIN: Record<Language, string> = { en: 'Back to sign-in', km: 'ត្រឡប់ទៅទំព័រចូលគណនី' };

const SIGN_OUT: Record<Language, { title: string; text: string; button: string; stay: string }> = {
  en: {
    title: 'Sign out?',
    text: 'Press the button to sign out of the staff area. We ask first so that a link on another website cannot sign you out.',
    button: 'Sign out',
    stay: 'Stay signed in and go to the dashboard',
  },
  km: {
    title: 'ចាកចេញពីគណនីមែនទេ?',
    text: 'សូមចុចប៊ូតុងខាងក្រោម ដើម្បីចាកចេញពីផ្នែកបុគ្គលិក។ យើងសួរជាមុនសិន ដើម្បីកុំឱ្យតំណនៅលើគេហទំព័រផ្សេងអាចធ្វើឱ្យអ្នកចាកចេញពីគណនីបាន។',
    button: 'ចាកចេញពីគណនី',
    stay: 'បន្តនៅក្នុងគណនី ហើយទៅកាន់ផ្ទាំងគ្រប់គ្រង',
  },
};

/** The small page /api/login or /api/callback shows when sign-in cannot go on. */
export function authPage(key: AuthPageKey, language: Language): string {
  const { title, text } = PAGES[key][language];
  const again = `<p><a href="${localizedPath('/signin', language)}">${escapeHtml(AGAIN[language])}</a></p>`;
  return plainPage(language, title, `<p>${escapeHtml(text)}</p>\n${again}`);
}

/**
 * What GET /api/logout shows unless a page of this site led there: a button that POSTs the sign-out
 * from this origin (a link or image elsewhere must not sign staff out).
 */
export function signOutPage(language: Language): string {
  const labels = SIGN_OUT[language];
  const action = `<form method="post" action="/api/logout"><button type="submit">${escapeHtml(labels.button)}</button></form>
<p><a href="${localizedPath('/dashboard', language)}">${escapeHtml(labels.stay)}</a></p>`;
  return plainPage(language, labels.title, `<p>${escapeHtml(labels.text)}</p>\n${action}`);
}
