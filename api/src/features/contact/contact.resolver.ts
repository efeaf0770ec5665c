import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/page-args.js';
import { MessageResult } from '../../shared/graphql-types.js';
import { ContactInput, ContactStatusEnum, ContactSubmissionView } from './contact.types.js';

@Resolver()
export class ContactResolver {
  @Mutation(() => MessageResult, { description: 'Sends an inquiry (the REST twin is POST /api/contact)' })
  submitContact(
    @Arg('input', () => ContactInput) input: ContactInput,
    @Ctx() { services, ip, language }: GraphQLContext,
  ): Promise<MessageResult> {
    return services.contact.submit({ ...input }, { ip, language });
  }

  @Authorized('admin')
  @Query(() => [ContactSubmissionView], {
    description:
      'Contact inquiries, newest first, a page at a time (admins; REST twin: GET /api/admin/contact-submissions)',
  })
  async contactSubmissions(
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { services }: GraphQLContext,
  ): Promise<ContactSubmissionView[]> {
    return (await services.contactStaff.list(page)).rows;
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
    return services.contactStaff.setStatus(id, status);
  }
}
