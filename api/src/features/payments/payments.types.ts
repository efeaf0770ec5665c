import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ORDER_STATUSES } from '@site/common';

export enum OrderStatusEnum {
  pending = 'pending',
  paid = 'paid',
  failed = 'failed',
}
registerEnumType(OrderStatusEnum, {
  name: 'OrderStatus',
  description: 'pending until Stripe confirms by webhook; paid is final; failed can still become paid on a retry',
});
if (Object.keys(OrderStatusEnum).join() !== ORDER_STATUSES.join())
  throw new Error('OrderStatus enum out of step with common');

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

  @Field(() => String, { nullable: true })
  stripePaymentIntentId!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  paidAt!: Date | null;

  @Field(() => Date)
  updatedAt!: Date;
}
