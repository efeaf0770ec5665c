import {
  findPackage,
  formatUsd,
  localizedPath,
  PAYMENT_SUCCESS,
  SITE,
  type Language,
  type Localized,
  type PaymentMethod,
} from '@site/common';
import { savedPackageName } from '../../shared/contact-details.js';
import { renderEmail, type MailMessage } from '../mail/index.js';
import { orderMethod, type Order } from './payments.entity.js';

/** The order number people read and quote on the phone: the first 8 characters of its id. */
export const orderNumber = (order: Pick<Order, 'id'>): string => order.id.slice(0, 8).toUpperCase();

/** A package's name as Settings last called it on this instance, else as it shipped. */
export const packageNameOf = (id: string, language: Language): string =>
  savedPackageName(id)?.[language] ?? findPackage(id)?.name[language] ?? id;

/** The package's name: as the site settings call it (`name`, when the caller read them), else as last read. */
const packageName = (order: Order, language: Language, name?: Localized) =>
  name?.[language] ?? packageNameOf(order.package, language);
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
export function orderReceipt(order: Order, publicUrl: string, name?: Localized): MailMessage {
  const language: Language = order.language === 'km' ? 'km' : 'en';
  const t = RECEIPT[language];
  const pkg = packageName(order, language, name);
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
export function orderStaffNotification(
  order: Order,
  staffEmail: string,
  payer?: string,
  name?: Localized,
): MailMessage {
  const pkg = packageName(order, 'en', name);
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

const REFUND = {
  en: {
    subject: (pkg: string) => `Refund sent: ${pkg} package — ${SITE.name}`,
    title: 'We have sent your money back',
    intro: (amount: string, pkg: string) =>
      `We have refunded ${amount} of your payment for the ${pkg} package. Depending on your bank or card, it can take a few days to show in your account.`,
    full: 'Your payment has now been refunded in full.',
    partial: (left: string) => `The rest of your payment, ${left}, stays paid.`,
    labels: { order: 'Order number', refund: 'Refunded now', total: 'Refunded in all', method: 'Paid by' },
    footer: 'You receive this e-mail because this address was given when paying on our website.',
  },
  km: {
    subject: (pkg: string) => `បានសងប្រាក់វិញ៖ ${pkg} — ${SITE.name}`,
    title: 'យើងបានសងប្រាក់របស់អ្នកវិញហើយ',
    intro: (amount: string, pkg: string) =>
      `យើងបានសងប្រាក់ចំនួន ${amount} នៃការទូទាត់របស់អ្នកសម្រាប់${pkg} វិញហើយ។ អាស្រ័យលើធនាគារ ឬកាតរបស់អ្នក វាអាចចំណាយពេលពីរបីថ្ងៃទើបឃើញក្នុងគណនីរបស់អ្នក។`,
    full: 'ការទូទាត់របស់អ្នកត្រូវបានសងវិញទាំងស្រុងហើយ។',
    partial: (left: string) => `ប្រាក់ដែលនៅសល់នៃការទូទាត់របស់អ្នក ${left} នៅតែជាការទូទាត់ដដែល។`,
    labels: { order: 'លេខការបញ្ជាទិញ', refund: 'បានសងវិញលើកនេះ', total: 'បានសងវិញសរុប', method: 'បង់តាម' },
    footer: 'អ្នកទទួលបានអ៊ីមែលនេះ ដោយសារអាសយដ្ឋាននេះត្រូវបានផ្ដល់ជូននៅពេលបង់ប្រាក់នៅលើគេហទំព័ររបស់យើង។',
  },
};

/** To the customer, in the language they paid in: money sent back, and how much of the payment stays paid. */
export function orderRefundNotice(order: Order, amountCents: number, totalRefundedCents: number): MailMessage {
  const language: Language = order.language === 'km' ? 'km' : 'en';
  const t = REFUND[language];
  const pkg = packageName(order, language);
  const left = order.amountCents - totalRefundedCents;
  const { text, html } = renderEmail({
    language,
    title: t.title,
    paragraphs: [t.intro(formatUsd(amountCents), pkg), left > 0 ? t.partial(formatUsd(left)) : t.full],
    details: [
      [t.labels.order, orderNumber(order)],
      [t.labels.refund, formatUsd(amountCents)],
      [t.labels.total, `${formatUsd(totalRefundedCents)} / ${formatUsd(order.amountCents)}`],
      [t.labels.method, METHOD_NAMES[orderMethod(order)][language]],
    ],
    footer: [t.footer],
  });
  return { kind: 'order-refund', to: order.customerEmail!, language, subject: t.subject(pkg), text, html };
}

/** To the agency, at once: an order that does not add up with its provider, and what to do. */
export function orderProblemNotice(order: Order, staffEmail: string): MailMessage {
  const pkg = packageName(order, 'en');
  const { text, html } = renderEmail({
    language: 'en',
    title: `Order ${orderNumber(order)} needs checking`,
    paragraphs: [
      `The website and the payment provider do not agree about this order: ${order.problem ?? '—'}.`,
      "Nothing was changed automatically. Look the payment up in the provider's dashboard (Bakong, PayWay merchant portal or Stripe), then refund it or contact the customer as needed.",
    ],
    details: [
      ['Order number', orderNumber(order)],
      ['Package', pkg],
      ['Amount', `${formatUsd(order.amountCents)} ${order.currency.toUpperCase()}`],
      ['Status here', order.status],
      ['Provider', METHOD_NAMES[orderMethod(order)].en],
      ['Provider reference', order.providerReference ?? '—'],
      ['Customer e-mail', order.customerEmail ?? '—'],
    ],
    footer: ['Sent by the website once for each problem it finds with an order.'],
  });
  return {
    kind: 'order-problem',
    to: staffEmail,
    language: 'en',
    subject: `Order ${orderNumber(order)} needs checking: the payment provider disagrees`,
    text,
    html,
  };
}

/** To the agency at once: money arrived for an order, but not as the order says; the order stays unpaid. */
export function paymentProblemNotification(order: Order, staffEmail: string, problem: string): MailMessage {
  const pkg = packageName(order, 'en');
  const method = orderMethod(order);
  const { text, html } = renderEmail({
    language: 'en',
    title: `Payment does not match order ${orderNumber(order)}`,
    paragraphs: [
      `A payment arrived for this ${pkg} order, but not as the order says: ${problem}. The order is not marked paid; the orders page flags it.`,
      `Please look at the payment in the ${method === 'khqr' ? 'Bakong account' : 'provider’s dashboard'} and settle it with the customer (a refund, or the difference).`,
    ],
    details: [
      ['Order number', orderNumber(order)],
      ['Package', pkg],
      [
        'Order amount',
        order.amountKhr != null
          ? `${order.amountKhr.toLocaleString('en-US')} KHR (${formatUsd(order.amountCents)})`
          : `${formatUsd(order.amountCents)} ${order.currency.toUpperCase()}`,
      ],
      ['Paid by', METHOD_NAMES[method].en],
      ['Customer e-mail', order.customerEmail ?? '—'],
      ['Payment reference', order.providerReference ?? '—'],
    ],
    footer: ['Sent by the website once per order, when the mismatch is first seen.'],
  });
  return {
    kind: 'order-payment-problem',
    to: staffEmail,
    language: 'en',
    subject: `Action needed: payment does not match order ${orderNumber(order)}`,
    text,
    html,
  };
}
