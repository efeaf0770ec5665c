import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { perform } from '../../../operation.js';
import { CheckoutInput } from '../payments.types.js';
import { CardPayment, type CardCheckout } from './stripe.checkout.js';

@Resolver()
export class StripeResolver {
  constructor(private readonly checkout: CardCheckout) {}

  @Mutation(() => CardPayment, {
    description: 'Starts a card payment: a pending order and its PaymentIntent (REST: POST /api/create-payment-intent)',
  })
  createCardPayment(
    @Arg('input', () => CheckoutInput) input: CheckoutInput,
    @Ctx() caller: GraphQLContext,
  ): Promise<CardPayment> {
    return perform(this.checkout, { package: input.package, language: input.language }, caller);
  }
}
