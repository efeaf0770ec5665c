import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/page-args.js';
import { OrderType, type OrderStatusEnum, type PaymentMethodEnum } from './payments.types.js';

@Resolver()
export class PaymentsResolver {
  @Authorized('admin')
  @Query(() => [OrderType], {
    description: 'Orders, newest first, a page at a time (admins; the REST twin is GET /api/admin/orders)',
  })
  async orders(@Args(() => PageArgs) page: PageArgs, @Ctx() { services }: GraphQLContext): Promise<OrderType[]> {
    const { rows: orders } = await services.payments.listOrders(page);
    return orders.map((order) => ({
      ...order,
      status: order.status as OrderStatusEnum,
      method: order.method as PaymentMethodEnum,
    }));
  }
}
