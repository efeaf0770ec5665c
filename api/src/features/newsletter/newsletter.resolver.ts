import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { MessageResult } from '../../shared/graphql-types.js';
import { NewsletterInput } from './newsletter.types.js';

@Resolver()
export class NewsletterResolver {
  @Mutation(() => MessageResult, {
    description: 'Subscribes with double opt-in: a confirmation e-mail is sent (REST twin: POST /api/newsletter)',
  })
  subscribeNewsletter(
    @Arg('input', () => NewsletterInput) input: NewsletterInput,
    @Ctx() { services, ip, language }: GraphQLContext,
  ): Promise<MessageResult> {
    return services.newsletter.subscribe({ ...input }, { ip, language });
  }
}
