import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Query, Resolver } from 'type-graphql';
import type { OrderView } from '@site/common';
import type { GraphQLContext } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/page-args.js';
import { OrderType, type OrderStatusEnum, type PaymentMethodEnum } from './payments.types.js';

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
  ...order,
  status: order.status as OrderStatusEnum,
  method: order.method as PaymentMethodEnum,
});

@Resolver()
export class PaymentsResolver {
  @Authorized('admin')
  @Query(() => [OrderType], {
    description: 'Orders, newest first, a page at a time, searched (admins; the REST twin is GET /api/admin/orders)',
  })
  async orders(
    @Args(() => OrderListArgs) { search, ...page }: OrderListArgs,
    @Ctx() { services }: GraphQLContext,
  ): Promise<OrderType[]> {
    const { rows } = await services.payments.listOrders({ ...page, q: search ?? undefined });
    return rows.map(orderType);
  }

  @Authorized('admin')
  @Query(() => OrderType, { description: 'One order (admins; the REST twin is GET /api/admin/orders/:id)' })
  async order(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<OrderType> {
    return orderType(await services.payments.order(id));
  }
}
