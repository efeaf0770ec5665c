import { renderEmail, type MailMessage } from '../../mail/index.js';

/**
 * To the agency, once per outage: Bakong refused the site's API token, so checkout stopped offering
 * KHQR, and what to do about it.
 */
export function tokenRefusedAlert(staffEmail: string, details: { accountId: string; reason: string }): MailMessage {
  const { text, html } = renderEmail({
    language: 'en',
    title: 'KHQR payments stopped: Bakong refused the API token',
    paragraphs: [
      `Bakong's Open API refused the website's token (BAKONG_API_TOKEN): ${details.reason}. Bakong tokens expire (every 90 days) and can be revoked.`,
      'What happens now: checkout no longer offers KHQR (cards still work if they are set up). KHQR codes already shown to customers keep being checked, and every one paid is confirmed as soon as the token works again: no payment is lost.',
      "What to do: renew the token on Bakong's Open API site with the e-mail address it was registered with, put the new token in BAKONG_API_TOKEN and restart the website. KHQR comes back by itself once Bakong accepts the token.",
    ],
    details: [
      ['Bakong account', details.accountId],
      ['Refused since', `${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`],
    ],
    footer: ['Sent by the website once per outage; it is not repeated while the token stays refused.'],
  });
  return {
    kind: 'khqr-token-refused',
    to: staffEmail,
    language: 'en',
    subject: 'Action needed: KHQR payments stopped (Bakong refused the API token)',
    text,
    html,
  };
}
