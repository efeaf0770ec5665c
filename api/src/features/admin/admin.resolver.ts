import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ContactStatusEnum, ContactSubmissionView, NewsletterSubscriptionView } from './admin.types.js';

/** The admin views of the dashboard (REST twins: GET /api/admin/contact-submissions, …/newsletter-subscriptions). */
@Resolver()
export class AdminResolver {
  @Authorized('admin')
  @Query(() => [ContactSubmissionView], { description: 'Every contact inquiry, newest first (admins only)' })
  contactSubmissions(@Ctx() { services }: GraphQLContext): Promise<ContactSubmissionView[]> {
    return services.admin.contactSubmissions();
  }

  @Authorized('admin')
  @Query(() => [NewsletterSubscriptionView], {
    description: 'Every newsletter subscription, newest first (admins only)',
  })
  newsletterSubscriptions(@Ctx() { services }: GraphQLContext): Promise<NewsletterSubscriptionView[]> {
    return services.admin.newsletterSubscriptions();
  }

  @Authorized('admin')
  @Mutation(() => ContactSubmissionView, {
    description: 'Marks an inquiry new, read or replied (REST twin: PATCH /api/admin/contact-submissions/:id)',
  })
  updateContactSubmissionStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => ContactStatusEnum) status: ContactStatusEnum,
    @Ctx() { services }: GraphQLContext,
  ): Promise<ContactSubmissionView> {
    return services.admin.setContactStatus(id, status);
  }
}
