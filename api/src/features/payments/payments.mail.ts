import {
  findPackage,
  formatUsd,
  localizedPath,
  PAYMENT_SUCCESS,
  SITE,
  type Language,
  type PaymentMethod,
} from '@site/common';
import { renderEmail, type MailMessage } from '../mail/index.js';
import { orderMethod, type Order } from './payments.entity.js';

/** The order number people read and quote on the phone: the first 8 characters of its id. */
export const orderNumber = (order: Pick<Order, 'id'>): string => order.id.slice(0, 8).toUpperCase();

const packageName = (order: Order, language: Language) => findPackage(order.package)?.name[language] ?? order.package;
const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/** How the customer paid, named as they know it. */
export const METHOD_NAMES: Record<PaymentMethod, Record<Language, string>> = {
  khqr: { en: 'KHQR (Bakong)', km: 'KHQR (បាគង)' },
  payway: { en: 'ABA PayWay (card, ABA PAY, Alipay, WeChat Pay)', km: 'ABA PayWay (កាត ABA PAY Alipay WeChat Pay)' },
  card: { en: 'Card', km: 'កាត' },
};

const RECEIPT = {
  en: {
    subject: (pkg: string) => `Payment received: ${pkg} package — ${SITE.name}`,
    title: 'Thank you, we received your payment',
    intro: (pkg: string, amount: string) =>
      `We received your one-time payment of ${amount} for the ${pkg} package. This e-mail is your confirmation; please keep it for your records.`,
    next: 'What happens next:',
    labels: { order: 'Order number', package: 'Package', amount: 'Amount paid', method: 'Paid by', date: 'Paid on' },
    oneTime: 'one-time payment, USD',
    book: 'Choose a time for your consultation',
    footer: 'You receive this e-mail because this address was given when paying on our website.',
  },
  km: {
    subject: (pkg: string) => `បានទទួលការទូទាត់៖ ${pkg} — ${SITE.name}`,
    title: 'សូមអរគុណ យើងបានទទួលការទូទាត់របស់អ្នកហើយ',
    intro: (pkg: string, amount: string) =>
      `យើងបានទទួលការទូទាត់តែម្ដងគត់ចំនួន ${amount} សម្រាប់${pkg} របស់អ្នកហើយ។ អ៊ីមែលនេះគឺជាការបញ្ជាក់របស់អ្នក សូមរក្សាទុកវាសម្រាប់ជាឯកសារយោង។`,
    next: 'ជំហានបន្ទាប់៖',
    labels: {
      order: 'លេខការបញ្ជាទិញ',
      package: 'កញ្ចប់',
      amount: 'ចំនួនទឹកប្រាក់ដែលបានបង់',
      method: 'បង់តាម',
      date: 'កាលបរិច្ឆេទបង់ប្រាក់',
    },
    oneTime: 'បង់តែម្ដងគត់ ជាដុល្លារអាមេរិក',
    book: 'ជ្រើសរើសពេលវេលាសម្រាប់ការពិគ្រោះយោបល់',
    footer: 'អ្នកទទួលបានអ៊ីមែលនេះ ដោយសារអាសយដ្ឋាននេះត្រូវបានផ្ដល់ជូននៅពេលបង់ប្រាក់នៅលើគេហទំព័ររបស់យើង។',
  },
};

/** To the customer, in the language they paid in: the receipt and the next steps of SPEC §2. */
export function orderReceipt(order: Order, publicUrl: string): MailMessage {
  const language: Language = order.language === 'km' ? 'km' : 'en';
  const t = RECEIPT[language];
  const pkg = packageName(order, language);
  const amount = formatUsd(order.amountCents);
  // The first of the page's next steps is this very e-mail; the other two are the promises that follow it.
  const steps = PAYMENT_SUCCESS.nextSteps.slice(1).map((step) => `• ${step[language]}`);
  const { text, html } = renderEmail({
    language,
    title: t.title,
    paragraphs: [t.intro(pkg, amount), [t.next, ...steps].join('\n')],
    details: [
      [t.labels.order, orderNumber(order)],
      [t.labels.package, pkg],
      [t.labels.amount, `${amount} (${t.oneTime})`],
      [t.labels.method, METHOD_NAMES[orderMethod(order)][language]],
      [t.labels.date, utc(order.paidAt ?? order.updatedAt)],
    ],
    button: { label: t.book, url: `${publicUrl}${localizedPath('/booking', language)}` },
    footer: [t.footer],
  });
  return { kind: 'order-receipt', to: order.customerEmail!, language, subject: t.subject(pkg), text, html };
}

/** Where staff find the payment when the customer gave no address. */
const LOOK_IT_UP: Record<PaymentMethod, string> = {
  card: 'Stripe did not tell us their e-mail address: look the payment up in the Stripe dashboard.',
  khqr: 'They gave no e-mail address at checkout: the Bakong transaction below names the account they paid from.',
  payway:
    'They gave no e-mail address at checkout: look the transaction up by its tran_id in the PayWay merchant portal.',
};

/** To the agency: a paid order, how it was paid, and the promise to keep (contact within 24 hours). */
export function orderStaffNotification(order: Order, staffEmail: string, payer?: string): MailMessage {
  const pkg = packageName(order, 'en');
  const amount = formatUsd(order.amountCents);
  const method = orderMethod(order);
  const { text, html } = renderEmail({
    language: 'en',
    title: `New paid order: ${pkg} package, ${amount}`,
    paragraphs: [
      order.customerEmail
        ? 'Please contact the customer within 24 hours, as the payment page promises, to schedule the consultation. Reply to this e-mail to write to them.'
        : `Please contact the customer within 24 hours, as the payment page promises. ${LOOK_IT_UP[method]}`,
    ],
    details: [
      ['Order number', orderNumber(order)],
      ['Package', pkg],
      ['Amount', `${amount} ${order.currency.toUpperCase()}`],
      ['Paid by', METHOD_NAMES[method].en],
      ['Customer e-mail', order.customerEmail ?? '—'],
      ['Language', order.language === 'km' ? 'Khmer (ខ្មែរ)' : 'English'],
      ['Paid', utc(order.paidAt ?? order.updatedAt)],
      ...(method === 'khqr'
        ? ([
            ['Bakong transaction hash', order.providerTransactionId ?? '—'],
            ['Paid from (Bakong account)', payer || '—'],
            ['KHQR code (MD5)', order.providerReference ?? '—'],
          ] as [string, string][])
        : method === 'payway'
          ? ([['PayWay tran_id', order.providerReference ?? '—']] as [string, string][])
          : ([['Stripe payment', order.providerReference ?? '—']] as [string, string][])),
    ],
    footer: ['Sent by the website for every paid order. The staff payments page lists them all.'],
  });
  return {
    kind: 'order-staff',
    to: staffEmail,
    language: 'en',
    subject: `New order paid: ${pkg}, ${amount} (${orderNumber(order)})`,
    text,
    html,
    ...(order.customerEmail ? { replyTo: order.customerEmail } : {}),
  };
}
