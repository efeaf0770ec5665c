import { escapeHtml, type Language } from '@site/common';

const TEXT = {
  en: {
    title: 'Built-in test sign-in',
    intro:
      'This sign-in page exists only on a local copy of the site, in place of a real sign-in provider. Choose a test account:',
    admin: 'admin: sees form submissions',
    staff: 'staff: dashboard only',
    signInAs: 'Sign in as',
    cancel: 'Cancel',
    error: 'The sign-in request could not be processed:',
    logoutTitle: 'You are signed out of the website',
    logoutText: 'Also sign out of the built-in test sign-in, so the next sign-in asks for an account again?',
    logoutYes: 'Yes, sign out here too',
    logoutNo: 'No, keep this test sign-in',
    loggedOut: 'You are signed out.',
    home: 'Go to the home page',
  },
  km: {
    title: 'ការចូលគណនីសាកល្បងដែលភ្ជាប់មកជាមួយ',
    intro: 'ទំព័រចូលគណនីនេះមានតែនៅលើច្បាប់ចម្លងគេហទំព័រក្នុងម៉ាស៊ីនផ្ទាល់ខ្លួនប៉ុណ្ណោះ ជំនួសឱ្យអ្នកផ្ដល់សេវាចូលគណនីពិតប្រាកដ។ សូមជ្រើសរើសគណនីសាកល្បង៖',
    admin: 'អ្នកគ្រប់គ្រង៖ មើលទម្រង់ដែលបានផ្ញើមក',
    staff: 'បុគ្គលិក៖ តែផ្ទាំងគ្រប់គ្រងប៉ុណ្ណោះ',
    signInAs: 'ចូលជា',
    cancel: 'បោះបង់',
    error: 'មិនអាចដំណើរការសំណើចូលគណនីបានទេ៖',
    logoutTitle: 'អ្នកបានចាកចេញពីគេហទំព័រហើយ',
    logoutText: 'ចាកចេញពីការចូលគណនីសាកល្បងនេះផងដែរ ដើម្បីឱ្យការចូលលើកក្រោយសួររកគណនីម្ដងទៀតឬទេ?',
    logoutYes: 'បាទ/ចាស ចាកចេញពីទីនេះផងដែរ',
    logoutNo: 'ទេ រក្សាការចូលសាកល្បងនេះ',
    loggedOut: 'អ្នកបានចាកចេញហើយ។',
    home: 'ទៅកាន់ទំព័រដើម',
  },
} as const;

const ACCOUNTS = [
  ['admin@example.com', 'admin'],
  ['staff@example.com', 'staff'],
] as const;

function frame(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{margin:0;font-family:'Kantumruy Pro','Noto Sans Khmer',system-ui,sans-serif;background:#f6f1ea;color:#1d2b2a;line-height:${language === 'km' ? 1.8 : 1.5}}
main{max-width:30rem;margin:8vh auto;padding:2rem 1.5rem;background:#fff;border-radius:12px}h1{font-size:1.5rem;margin:0 0 1rem;color:#0e5350}
form{margin:0}.stack{display:grid;gap:.75rem;margin:1.25rem 0}button{font:inherit;font-weight:700;border-radius:10px;padding:.8rem 1rem;cursor:pointer;text-align:left;min-height:48px;width:100%}
.primary{background:#0e5350;color:#fff;border:0}.secondary{background:#fff;color:#0e5350;border:2px solid #0e5350}small{display:block;font-weight:400}
a{color:#0e5350;font-weight:700}button:focus-visible,a:focus-visible{outline:3px solid #b5542d;outline-offset:3px}.error{color:#a12622}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The built-in provider's sign-in page: one button per test account, and cancel. */
export function devSignInPage({
  language,
  action,
  error,
}: {
  language: Language;
  action?: string;
  error?: string;
}): string {
  const t = TEXT[language];
  const body = action
    ? `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.intro)}</p>
<div class="stack">${ACCOUNTS.map(
        ([
          email,
          role,
        ]) => `<form method="post" action="${escapeHtml(action)}/login"><input type="hidden" name="email" value="${email}">
<button class="primary" type="submit">${escapeHtml(t.signInAs)} ${email}<small>${escapeHtml(t[role])}</small></button></form>`,
      ).join('\n')}
<form method="post" action="${escapeHtml(action)}/abort"><button class="secondary" type="submit">${escapeHtml(t.cancel)}</button></form></div>`
    : `<h1>${escapeHtml(t.title)}</h1><p class="error">${escapeHtml(t.error)} ${escapeHtml(error ?? '')}</p><p><a href="/">${escapeHtml(t.home)}</a></p>`;
  return frame(language, t.title, body);
}

/** RP-initiated logout at the built-in provider: the confirmation (with oidc-provider's form) or the end. */
export function devLogoutPage(form: string | undefined, language: Language): string {
  const t = TEXT[language];
  const body = form
    ? `<h1>${escapeHtml(t.logoutTitle)}</h1><p>${escapeHtml(t.logoutText)}</p>${form}
<div class="stack"><button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(t.logoutYes)}</button>
<button class="secondary" type="submit" form="op.logoutForm">${escapeHtml(t.logoutNo)}</button></div>`
    : `<h1>${escapeHtml(t.loggedOut)}</h1><p><a href="/">${escapeHtml(t.home)}</a></p>`;
  return frame(language, t.logoutTitle, body);
}
