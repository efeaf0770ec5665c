import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { perform } from '../../../operation.js';
import { CheckoutInput } from '../payments.types.js';
import { KhqrPayment, type KhqrCheckout } from './khqr.checkout.js';

@Resolver()
export class KhqrResolver {
  constructor(private readonly checkout: KhqrCheckout) {}

  @Mutation(() => KhqrPayment, {
    description: 'Starts a KHQR payment: a pending order and its dynamic code (REST: POST /api/khqr-payments)',
  })
  createKhqrPayment(
    @Arg('input', () => CheckoutInput) input: CheckoutInput,
    @Ctx() caller: GraphQLContext,
  ): Promise<KhqrPayment> {
    return perform(this.checkout, { ...input }, caller);
  }
}
