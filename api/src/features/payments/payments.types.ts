import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@site/common';

export enum OrderStatusEnum {
  pending = 'pending',
  paid = 'paid',
  failed = 'failed',
  expired = 'expired',
}
registerEnumType(OrderStatusEnum, {
  name: 'OrderStatus',
  description:
    'pending until the payment provider confirms (Stripe by webhook, a KHQR code by the server asking Bakong); paid is final; failed can still become paid on a retry; expired: a KHQR code whose time ran out unpaid',
});
if (Object.keys(OrderStatusEnum).join() !== ORDER_STATUSES.join())
  throw new Error('OrderStatus enum out of step with common');

export enum PaymentMethodEnum {
  khqr = 'khqr',
  card = 'card',
}
registerEnumType(PaymentMethodEnum, {
  name: 'PaymentMethod',
  description:
    'khqr: the Cambodian national QR code, paid from a banking app and settled through Bakong; card: through Stripe',
});
if (Object.keys(PaymentMethodEnum).join() !== PAYMENT_METHODS.join())
  throw new Error('PaymentMethod enum out of step with common');

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

  @Field(() => String, { description: 'Who takes the payment: stripe or khqr' })
  provider!: string;

  @Field(() => String, {
    nullable: true,
    description: "The provider's reference: a Stripe PaymentIntent id, or the MD5 of a KHQR code",
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

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  paidAt!: Date | null;

  @Field(() => Date)
  updatedAt!: Date;
}
