import { formatUsd, STAFF_LINKS } from '@site/common';
import type { StaffAlert } from '../alerts/index.js';
import type { Order } from './payments.entity.js';
import { orderNumber, packageNameOf } from './payments.mail.js';

/** The staff alert of an order just paid: the package, the amount, the order number and the customer. */
export function orderPaidAlert(order: Order): StaffAlert {
  return {
    kind: 'order-paid',
    title: 'Order paid',
    who: { email: order.customerEmail ?? 'Customer e-mail not known yet' },
    at: order.paidAt ?? new Date(),
    details: [
      ['Package', packageNameOf(order.package, 'en')],
      ['Amount', `${formatUsd(order.amountCents)} (${order.currency.toUpperCase()})`],
      ['Order', orderNumber(order)],
      ['Language', order.language === 'km' ? 'Khmer' : 'English'],
    ],
    link: STAFF_LINKS.order(order.id),
  };
}

/** The staff alert of money that arrived for an order but not as it says (amount, currency, account). */
export function paymentProblemAlert(order: Order, problem: string): StaffAlert {
  return {
    kind: 'payment-problem',
    title: 'Payment does not match its order',
    who: { email: order.customerEmail ?? 'Customer e-mail not known' },
    at: new Date(),
    details: [
      ['Problem', problem],
      ['Package', packageNameOf(order.package, 'en')],
      ['Order amount', expectedAmount(order)],
      ['Order', orderNumber(order)],
      ['Status', 'not paid: check the payment with the provider'],
    ],
    link: STAFF_LINKS.order(order.id),
  };
}

/** The staff alert of an order that does not add up with its provider. */
export function orderProblemAlert(order: Order): StaffAlert {
  return {
    kind: 'order-problem',
    title: 'Order needs checking',
    who: { email: order.customerEmail ?? 'Customer e-mail not known' },
    at: new Date(),
    details: [
      ['Order', orderNumber(order)],
      ['Provider', order.provider],
      ['Status here', order.status],
      ['Problem', order.problem ?? '—'],
    ],
    link: STAFF_LINKS.order(order.id),
  };
}

/** What the order asks for: the USD price, and the riel amount of a code in riel. */
export const expectedAmount = (order: Order): string =>
  order.amountKhr != null
    ? `${order.amountKhr.toLocaleString('en-US')} KHR (${formatUsd(order.amountCents)})`
    : `${formatUsd(order.amountCents)} (${order.currency.toUpperCase()})`;
