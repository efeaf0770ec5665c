import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { MessageResult } from '../../shared/graphql-types.js';
import { ContactInput } from './contact.types.js';

@Resolver()
export class ContactResolver {
  @Mutation(() => MessageResult, { description: 'Sends an inquiry (the REST twin is POST /api/contact)' })
  submitContact(
    @Arg('input', () => ContactInput) input: ContactInput,
    @Ctx() { services, ip, language }: GraphQLContext,
  ): Promise<MessageResult> {
    return services.contact.submit({ ...input }, { ip, language });
  }
}
