import { findPackage, formatUsd, STAFF_LINKS } from '@site/common';
import type { StaffAlert } from '../alerts/index.js';
import type { Order } from './payments.entity.js';
import { orderNumber } from './payments.mail.js';

/** The staff alert of an order just paid: the package, the amount, the order number and the customer. */
export function orderPaidAlert(order: Order): StaffAlert {
  return {
    kind: 'order-paid',
    title: 'Order paid',
    who: { email: order.customerEmail ?? 'Customer e-mail not known yet' },
    at: order.paidAt ?? new Date(),
    details: [
      ['Package', findPackage(order.package)?.name.en ?? order.package],
      ['Amount', `${formatUsd(order.amountCents)} (${order.currency.toUpperCase()})`],
      ['Order', orderNumber(order)],
      ['Language', order.language === 'km' ? 'Khmer' : 'English'],
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
