import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { assertRole, staffName } from '../auth/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { MessageResult } from '../../shared/graphql-types.js';
import {
  ChatLeadInput,
  ContactInput,
  ContactStatusEnum,
  ContactSubmissionView,
  InquiryListArgs,
} from './contact.types.js';

@Resolver()
export class ContactResolver {
  @Mutation(() => MessageResult, { description: 'Sends an inquiry (the REST twin is POST /api/contact)' })
  submitContact(
    @Arg('input', () => ContactInput) input: ContactInput,
    @Ctx() { services, ip, language }: GraphQLContext,
  ): Promise<MessageResult> {
    return services.contact.submit({ ...input }, { ip, language });
  }

  @Mutation(() => MessageResult, {
    description: "The chat's hand-off: passes the visitor's question to the team (REST twin: POST /api/chat/lead)",
  })
  submitChatLead(
    @Arg('input', () => ChatLeadInput) input: ChatLeadInput,
    @Ctx() { services, ip, language }: GraphQLContext,
  ): Promise<MessageResult> {
    return services.contact.submitChatLead({ ...input }, { ip, language });
  }

  @Authorized('admin')
  @Query(() => [ContactSubmissionView], {
    description:
      'Inquiries, newest first, a page at a time, searched and filtered (admins; REST twin: GET /api/admin/contact-submissions)',
  })
  async contactSubmissions(
    @Args(() => InquiryListArgs) { search, status, source, ...page }: InquiryListArgs,
    @Ctx() { services }: GraphQLContext,
  ): Promise<ContactSubmissionView[]> {
    const filters = { q: search ?? undefined, status: status ?? undefined, source: source ?? undefined };
    return (await services.contactStaff.list({ ...page, ...filters })).rows;
  }

  @Authorized('admin')
  @Query(() => ContactSubmissionView, {
    description: 'One inquiry in full (admins; REST twin: GET /api/admin/contact-submissions/:id)',
  })
  contactSubmission(
    @Arg('id', () => ID) id: string,
    @Ctx() { services }: GraphQLContext,
  ): Promise<ContactSubmissionView> {
    return services.contactStaff.detail(id);
  }

  @Authorized('admin')
  @Mutation(() => ContactSubmissionView, {
    description: 'Marks an inquiry new, read or replied (REST twin: PATCH /api/admin/contact-submissions/:id)',
  })
  updateContactSubmissionStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => ContactStatusEnum) status: ContactStatusEnum,
    @Ctx() { services, user }: GraphQLContext,
  ): Promise<ContactSubmissionView> {
    return services.contactStaff.setStatus(id, status, staffName(assertRole(user, 'admin')));
  }
}
