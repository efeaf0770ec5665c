import { SITE, localizedPath, type Language } from '@site/common';
import { escapeHtml } from '../mail/mail.layout.js';

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

/** The small page /api/login or /api/callback shows when sign-in cannot go on; works without JavaScript. */
export function authPage(key: AuthPageKey, language: Language): string {
  const page = PAGES[key][language];
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(page.title)} | ${escapeHtml(SITE.name)}</title>
<style>body{margin:0;font-family:'Kantumruy Pro','Noto Sans Khmer',system-ui,sans-serif;background:#f6f1ea;color:#1d2b2a;line-height:${language === 'km' ? 1.8 : 1.5}}
main{max-width:34rem;margin:10vh auto;padding:2rem 1.5rem;background:#fff;border-radius:12px}h1{font-size:1.5rem;margin:0 0 1rem;color:#0e5350}
a{color:#0e5350;font-weight:700}a:focus-visible{outline:3px solid #0e5350;outline-offset:3px}</style></head>
<body><main><p>${escapeHtml(SITE.name)}</p><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.text)}</p>
<p><a href="${localizedPath('/signin', language)}">${escapeHtml(AGAIN[language])}</a></p></main></body></html>`;
}
