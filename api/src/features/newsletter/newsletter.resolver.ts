import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PageArgs, type PageOf } from '../../graphql/page-args.js';
import { perform } from '../../operation.js';
import { MessageResult } from '../../shared/graphql-types.js';
import type { NewsletterOperations } from './newsletter.operations.js';
import { NewsletterInput, NewsletterSubscriptionPage, type NewsletterSubscriptionView } from './newsletter.types.js';

@Resolver()
export class NewsletterResolver {
  constructor(private readonly operations: NewsletterOperations) {}

  @Mutation(() => MessageResult, {
    description: 'Subscribes with double opt-in: a confirmation e-mail is sent (REST twin: POST /api/newsletter)',
  })
  subscribeNewsletter(
    @Arg('input', () => NewsletterInput) input: NewsletterInput,
    @Ctx() caller: GraphQLContext,
  ): Promise<MessageResult> {
    return perform(this.operations.subscribe, { ...input }, caller);
  }

  @Query(() => NewsletterSubscriptionPage, {
    description:
      'Newsletter subscriptions, newest first, a page at a time (admins; REST twin: GET /api/admin/newsletter-subscriptions)',
  })
  newsletterSubscriptions(
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() caller: GraphQLContext,
  ): Promise<PageOf<NewsletterSubscriptionView>> {
    return perform(this.operations.list, { ...page }, caller);
  }
}
