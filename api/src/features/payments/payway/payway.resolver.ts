import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { perform } from '../../../operation.js';
import { CheckoutInput } from '../payments.types.js';
import { PaywayPayment, type PaywayCheckout } from './payway.checkout.js';

@Resolver()
export class PaywayResolver {
  constructor(private readonly checkout: PaywayCheckout) {}

  @Mutation(() => PaywayPayment, {
    description:
      'Starts a payment through ABA PayWay (card, ABA PAY, Alipay, WeChat Pay): a pending order and the signed form to post to PayWay (REST: POST /api/payway-payments)',
  })
  async createPaywayPayment(
    @Arg('input', () => CheckoutInput) input: CheckoutInput,
    @Ctx() caller: GraphQLContext,
  ): Promise<PaywayPayment> {
    const payment = await perform(this.checkout, { ...input }, caller);
    return { ...payment, fields: Object.entries(payment.fields).map(([name, value]) => ({ name, value })) };
  }
}
