import { renderEmail, type MailMessage } from '../../mail/index.js';

/** To the agency, once per outage: PayWay refused the site's signature, so checkout stopped offering it. */
export function paywayRefusedAlert(staffEmail: string, details: { merchantId: string; reason: string }): MailMessage {
  const { text, html } = renderEmail({
    language: 'en',
    title: 'PayWay payments stopped: PayWay refused the merchant credentials',
    paragraphs: [
      `ABA PayWay refused the website's requests (PAYWAY_MERCHANT_ID and PAYWAY_API_KEY): ${details.reason}.`,
      'What happens now: checkout no longer offers PayWay (KHQR still works if it is set up). Orders already sent to PayWay keep being checked, and every one paid is confirmed as soon as PayWay accepts the credentials again: no payment is lost.',
      "What to do: check the merchant id and API key in PayWay's merchant portal (a sandbox key does not work on the production host, nor the other way round), put them in PAYWAY_MERCHANT_ID and PAYWAY_API_KEY and restart the website.",
    ],
    details: [
      ['PayWay merchant', details.merchantId],
      ['Refused since', `${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`],
    ],
    footer: ['Sent by the website once per outage; it is not repeated while PayWay keeps refusing.'],
  });
  return {
    kind: 'payway-refused',
    to: staffEmail,
    language: 'en',
    subject: 'Action needed: PayWay payments stopped (PayWay refused the merchant credentials)',
    text,
    html,
  };
}
