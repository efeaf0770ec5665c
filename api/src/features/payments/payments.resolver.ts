import { Arg, Args, ArgsType, Ctx, Field, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { OrderView } from '@site/common';
import { resolverOf, type GraphQLContext } from '../../graphql/context.js';
import { PageArgs, type PageOf } from '../../graphql/page-args.js';
import { perform } from '../../operation.js';
import type { PaymentsOperations } from './payments.operations.js';
import {
  OrderPage,
  OrderReferenceInput,
  OrderStatusView,
  OrderType,
  PaymentMethods,
  ReconcileReportType,
  RefundOrderInput,
  type OrderStatusEnum,
  type PaymentMethodEnum,
} from './payments.types.js';

@ArgsType()
class OrderListArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description:
      "Finds this text in the customer's e-mail, the package, the order number, the payment reference or the Bakong hash",
  })
  search?: string;
}

const orderType = (order: OrderView): OrderType => ({
  ...(order as OrderView & Pick<OrderType, 'amountKhr'>),
  status: order.status as OrderStatusEnum,
  method: order.method as PaymentMethodEnum,
});

const referenceOf = (input: OrderReferenceInput) =>
  input.order != null ? { order: input.order } : { payment_intent: input.paymentIntent ?? undefined };

@Resolver()
export class PaymentsResolver {
  constructor(readonly operations: PaymentsOperations) {}

  @Query(() => PaymentMethods, { description: 'What checkout offers now (REST: GET /api/payment-methods)' })
  paymentMethods(@Ctx() caller: GraphQLContext): Promise<PaymentMethods> {
    return perform(this.operations.methods, undefined, caller) as Promise<PaymentMethods>;
  }

  @Query(() => OrderStatusView, { description: "An order's status (REST: GET /api/orders/status)" })
  orderStatus(
    @Arg('reference', () => OrderReferenceInput) reference: OrderReferenceInput,
    @Ctx() caller: GraphQLContext,
  ): Promise<OrderStatusView> {
    return perform(this.operations.orderStatus, referenceOf(reference), caller) as Promise<OrderStatusView>;
  }

  @Subscription(() => OrderStatusView, {
    name: 'orderStatus',
    description:
      "An order's status now, then each change on any instance (paid by the provider, expired), until it is paid or expired",
    subscribe: ({ args, context }) => {
      const caller = context as GraphQLContext;
      const { operations } = resolverOf(caller, PaymentsResolver);
      return perform(
        operations.watchOrderStatus,
        referenceOf((args as { reference: OrderReferenceInput }).reference),
        caller,
      );
    },
  })
  orderStatusUpdates(
    @Arg('reference', () => OrderReferenceInput) _reference: OrderReferenceInput,
    @Root() status: OrderStatusView,
  ): OrderStatusView {
    return status;
  }

  @Query(() => OrderPage, {
    description: 'Orders, newest first, a page at a time, searched (admins; the REST twin is GET /api/admin/orders)',
  })
  async orders(
    @Args(() => OrderListArgs) { search, ...page }: OrderListArgs,
    @Ctx() caller: GraphQLContext,
  ): Promise<PageOf<OrderType>> {
    const found = await perform(this.operations.orders, { ...page, q: search ?? undefined }, caller);
    return { ...found, rows: found.rows.map(orderType) };
  }

  @Query(() => OrderType, { description: 'One order (admins; the REST twin is GET /api/admin/orders/:id)' })
  async order(@Arg('id', () => ID) id: string, @Ctx() caller: GraphQLContext): Promise<OrderType> {
    return orderType(await perform(this.operations.order, id, caller));
  }

  @Mutation(() => OrderType, {
    description:
      'Refunds a paid order, all or part, with a reason: PayWay’s Refund API, Stripe’s Refunds API, or a recorded manual KHQR refund (admins; the REST twin is POST /api/admin/orders/:id/refunds)',
  })
  async refundOrder(
    @Arg('input', () => RefundOrderInput) input: RefundOrderInput,
    @Ctx() caller: GraphQLContext,
  ): Promise<OrderType> {
    return orderType(await perform(this.operations.refund, { ...input }, caller));
  }

  @Mutation(() => ReconcileReportType, {
    description:
      'Compares every order of the last 7 days with its provider now (it also runs daily): fixes what the provider is certain of, flags and reports the rest (admins; the REST twin is POST /api/admin/orders/reconcile)',
  })
  reconcileOrders(@Ctx() caller: GraphQLContext): Promise<ReconcileReportType> {
    return perform(this.operations.reconcile, undefined, caller);
  }
}
