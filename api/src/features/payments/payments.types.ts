import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageType } from '../../graphql/page-args.js';
import { LanguageEnum } from '../../shared/graphql-types.js';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@site/common';

export enum OrderStatusEnum {
  pending = 'pending',
  paid = 'paid',
  failed = 'failed',
  expired = 'expired',
  cancelled = 'cancelled',
  refunded = 'refunded',
  partially_refunded = 'partially_refunded',
}
registerEnumType(OrderStatusEnum, {
  name: 'OrderStatus',
  description:
    'pending until the payment provider confirms (Stripe by webhook, a KHQR code by the server asking Bakong, PayWay by the server asking Check Transaction); paid is final; failed (declined) and cancelled (the visitor left PayWay’s checkout) can still become paid; expired: a KHQR code or PayWay checkout whose time ran out unpaid; refunded and partially_refunded: paid, then money sent back (all or part)',
});
if (Object.keys(OrderStatusEnum).join() !== ORDER_STATUSES.join())
  throw new Error('OrderStatus enum out of step with common');

export enum PaymentMethodEnum {
  khqr = 'khqr',
  payway = 'payway',
  card = 'card',
}
registerEnumType(PaymentMethodEnum, {
  name: 'PaymentMethod',
  description:
    'khqr: the Cambodian national QR code, paid from a banking app and settled through Bakong; payway: ABA PayWay’s checkout (card, ABA PAY, Alipay, WeChat Pay); card: through Stripe (only where PayWay is not set up)',
});
if (Object.keys(PaymentMethodEnum).join() !== PAYMENT_METHODS.join())
  throw new Error('PaymentMethod enum out of step with common');

@ObjectType({ description: 'What one comparison of the last 7 days of orders with their providers found' })
export class ReconcileReportType {
  @Field(() => Int, { description: 'Orders compared with their provider' })
  checked!: number;

  @Field(() => [ID], { description: 'Paid at the provider but not here: now paid' })
  fixed!: string[];

  @Field(() => [ID], {
    description: 'Flagged and reported to staff (paid here but not there, wrong amount or currency)',
  })
  reported!: string[];

  @Field(() => Int, { description: 'The provider did not answer: asked again next time' })
  unanswered!: number;
}

@ObjectType({ description: 'Money sent back for a paid order (admins)' })
export class OrderRefundType {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: 'US cents' })
  amountCents!: number;

  @Field(() => String)
  reason!: string;

  @Field(() => String, { description: 'pending (sent, no answer yet), succeeded or failed' })
  status!: string;

  @Field(() => String, {
    nullable: true,
    description: "The provider's id of the refund (Stripe), or the bank's reference of a manual KHQR refund",
  })
  providerReference!: string | null;

  @Field(() => String, { nullable: true, description: 'Why the provider refused it' })
  failure!: string | null;

  @Field(() => String, { description: 'The admin who sent it' })
  requestedBy!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@InputType({ description: 'A refund of a paid order, all or part (admins)' })
export class RefundOrderInput {
  @Field(() => ID)
  orderId!: string;

  @Field(() => Int, { description: 'US cents, at most what is left to refund' })
  amountCents!: number;

  @Field(() => String, { description: 'Why the money goes back (for the history; up to 500 characters)' })
  reason!: string;

  @Field(() => String, {
    description: 'The refund form’s own key (a UUID made when it opens): the same form sent twice is one refund',
  })
  idempotencyKey!: string;

  @Field(() => String, {
    nullable: true,
    description: 'KHQR only (Bakong has no refund call): the bank’s reference of the transfer staff made',
  })
  bankReference?: string;
}

@ObjectType({ description: 'A checkout of a fixed-price package (staff only)' })
export class OrderType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Package id: starter, professional or enterprise' })
  package!: string;

  @Field(() => Int, { description: 'Amount charged, in the smallest unit of the currency (US cents)' })
  amountCents!: number;

  @Field(() => String, { description: 'ISO currency code, lower case (usd)' })
  currency!: string;

  @Field(() => OrderStatusEnum)
  status!: OrderStatusEnum;

  @Field(() => String, { nullable: true, description: 'From the payment, once Stripe reports it' })
  customerEmail!: string | null;

  @Field(() => String, { description: 'The language the customer paid in (en or km)' })
  language!: string;

  @Field(() => PaymentMethodEnum, { description: 'How the customer paid' })
  method!: PaymentMethodEnum;

  @Field(() => String, { description: 'Who takes the payment: stripe, khqr or payway' })
  provider!: string;

  @Field(() => String, {
    nullable: true,
    description: "The provider's reference: a Stripe PaymentIntent id, the MD5 of a KHQR code, or PayWay's tran_id",
  })
  providerReference!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The provider's id of the money received once paid: Bakong's transaction hash (none for cards)",
  })
  providerTransactionId!: string | null;

  @Field(() => String, { nullable: true, deprecationReason: 'Use providerReference (with provider stripe).' })
  stripePaymentIntentId!: string | null;

  @Field(() => Date, { nullable: true, description: 'When a KHQR code stops being payable; null for cards' })
  expiresAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'A KHQR code in riel: its amount in riel; null otherwise' })
  amountKhr!: number | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  paidAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      'What does not add up about the order (money of another amount, currency or account; the provider disagreeing with this site), staff were told; null when all is well',
  })
  problem!: string | null;

  @Field(() => Int, { description: 'US cents sent back so far (refunds in flight included)' })
  refundedCents!: number;

  @Field(() => [OrderRefundType], {
    nullable: true,
    description: 'The refunds, oldest first: on one order (order, refundOrder), null in lists',
  })
  refunds!: OrderRefundType[] | null;

  @Field(() => Date)
  updatedAt!: Date;
}

export const OrderPage = PageType(
  OrderType,
  'OrderPage',
  'One page of orders, newest first, and how many match in all',
);

@ObjectType({ description: 'What checkout can offer now, in the order it offers them (KHQR first)' })
export class PaymentMethods {
  @Field(() => [PaymentMethodEnum], { description: 'Empty when no provider is configured or accepting payments' })
  methods!: PaymentMethodEnum[];
}

@ObjectType({ description: 'An order as its checkout page sees it: nothing personal (REST: GET /api/orders/status)' })
export class OrderStatusView {
  @Field(() => OrderStatusEnum)
  status!: OrderStatusEnum;

  @Field(() => String, { description: 'Package id: starter, professional or enterprise' })
  package!: string;

  @Field(() => Int, { description: 'US cents' })
  amount!: number;

  @Field(() => PaymentMethodEnum)
  method!: PaymentMethodEnum;
}

@InputType({ description: 'Which order: the id checkout received, or a card payment’s reference from its return URL' })
export class OrderReferenceInput {
  @Field(() => ID, { nullable: true })
  order?: string;

  @Field(() => String, { nullable: true, description: 'Stripe’s ?payment_intent=pi_… of the return URL' })
  paymentIntent?: string;
}

@InputType({ description: 'A package to buy (the amount comes from the server’s package table)' })
export class CheckoutInput {
  @Field(() => String, { description: 'starter, professional or enterprise' })
  package!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Where the receipt goes (KHQR; a card’s comes from the card form)',
  })
  email?: string;

  @Field(() => String, {
    nullable: true,
    description: 'KHQR: the code’s currency, USD (the default) or KHR (riel, when the site sets a rate)',
  })
  currency?: string;

  @Field(() => LanguageEnum, { nullable: true })
  language?: LanguageEnum;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'PayWay: the visitor is on a phone; open ABA Mobile directly (ABA PAY’s deep link) where PayWay offers it',
  })
  app?: boolean;
}
