import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import type { PageOf } from '../../graphql/page-args.js';
import { perform } from '../../operation.js';
import { MessageResult } from '../../shared/graphql-types.js';
import type { ContactOperations } from './contact.operations.js';
import {
  ChatLeadInput,
  ContactInput,
  ContactStatusEnum,
  ContactSubmissionPage,
  ContactSubmissionView,
  InquiryListArgs,
} from './contact.types.js';

@Resolver()
export class ContactResolver {
  constructor(private readonly operations: ContactOperations) {}

  @Mutation(() => MessageResult, { description: 'Sends an inquiry (the REST twin is POST /api/contact)' })
  submitContact(
    @Arg('input', () => ContactInput) input: ContactInput,
    @Ctx() caller: GraphQLContext,
  ): Promise<MessageResult> {
    return perform(this.operations.submit, { ...input }, caller);
  }

  @Mutation(() => MessageResult, {
    description: "The chat's hand-off: passes the visitor's question to the team (REST twin: POST /api/chat/lead)",
  })
  submitChatLead(
    @Arg('input', () => ChatLeadInput) input: ChatLeadInput,
    @Ctx() caller: GraphQLContext,
  ): Promise<MessageResult> {
    return perform(this.operations.chatLead, { ...input }, caller);
  }

  @Query(() => ContactSubmissionPage, {
    description:
      'Inquiries, newest first, a page at a time, searched and filtered (admins; REST twin: GET /api/admin/contact-submissions)',
  })
  contactSubmissions(
    @Args(() => InquiryListArgs) { search, status, source, ...page }: InquiryListArgs,
    @Ctx() caller: GraphQLContext,
  ): Promise<PageOf<ContactSubmissionView>> {
    const filters = { q: search ?? undefined, status: status ?? undefined, source: source ?? undefined };
    return perform(this.operations.list, { ...page, ...filters }, caller);
  }

  @Query(() => ContactSubmissionView, {
    description: 'One inquiry in full (admins; REST twin: GET /api/admin/contact-submissions/:id)',
  })
  contactSubmission(@Arg('id', () => ID) id: string, @Ctx() caller: GraphQLContext): Promise<ContactSubmissionView> {
    return perform(this.operations.detail, id, caller);
  }

  @Mutation(() => ContactSubmissionView, {
    description: 'Marks an inquiry new, read or replied (admins; REST twin: PATCH /api/admin/contact-submissions/:id)',
  })
  updateContactSubmissionStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => ContactStatusEnum) status: ContactStatusEnum,
    @Ctx() caller: GraphQLContext,
  ): Promise<ContactSubmissionView> {
    return perform(this.operations.setStatus, { id, status }, caller);
  }
}
