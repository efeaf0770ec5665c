import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/page-args.js';
import { MessageResult } from '../../shared/graphql-types.js';
import { NewsletterInput, NewsletterSubscriptionView } from './newsletter.types.js';

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

  @Authorized('admin')
  @Query(() => [NewsletterSubscriptionView], {
    description:
      'Newsletter subscriptions, newest first, a page at a time (admins; REST twin: GET /api/admin/newsletter-subscriptions)',
  })
  async newsletterSubscriptions(
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { services }: GraphQLContext,
  ): Promise<NewsletterSubscriptionView[]> {
    return (await services.newsletterStaff.list(page)).rows;
  }
}
