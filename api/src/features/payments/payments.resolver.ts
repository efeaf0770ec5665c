import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { OrderType, type OrderStatusEnum } from './payments.types.js';

@Resolver()
export class PaymentsResolver {
  @Authorized('admin')
  @Query(() => [OrderType], {
    description: 'Every order, newest first (admins; the REST twin is GET /api/admin/orders)',
  })
  async orders(@Ctx() { services }: GraphQLContext): Promise<OrderType[]> {
    const orders = await services.payments.listOrders();
    return orders.map((order) => ({ ...order, status: order.status as OrderStatusEnum }));
  }
}
