import { Arg, Ctx, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { resolverOf, type GraphQLContext } from '../../graphql/context.js';
import { perform, publicOperation, staffOperation } from '../../operation.js';
import type { Conversations, ConversationSummary, ConversationView, MessageView } from './conversations.service.js';
import {
  ConversationChangeType,
  ConversationMessageInput,
  ConversationMessageType,
  ConversationSummaryType,
  ConversationType,
  StartConversationInput,
  type ConversationAuthorEnum,
} from './conversations.types.js';

/** The visitor's side (their chat session is the key) and the staff's (any signed-in staff member). */
export function conversationOperations(conversations: Conversations) {
  return {
    start: publicOperation('startConversation', (input: unknown, caller) => conversations.start(input, caller)),
    read: publicOperation('conversation', (session: unknown, caller) => conversations.forVisitor(session, caller)),
    send: publicOperation('sendConversationMessage', (input: unknown, caller) =>
      conversations.visitorMessage(input, caller),
    ),
    // The conversation is checked before the subscription starts: an unknown one is refused at once.
    watch: publicOperation('conversationMessages', (session: unknown) => conversations.visitorStream(session)),
    list: staffOperation('conversations', (): Promise<ConversationSummary[]> => conversations.list()),
    thread: staffOperation('conversationThread', (id: unknown): Promise<ConversationView> => conversations.thread(id)),
    reply: staffOperation('replyToConversation', (input: { id: unknown; text: unknown }, caller) =>
      conversations.staffReplyFromInbox(
        input.id,
        input.text,
        caller.user.firstName?.trim() || caller.user.email?.split('@')[0] || 'Team',
      ),
    ),
    changes: staffOperation('conversationChanges', () => conversations.staffStream()),
  };
}

export type ConversationOperations = ReturnType<typeof conversationOperations>;

const message = (view: MessageView): ConversationMessageType => ({
  ...view,
  author: view.author as ConversationAuthorEnum,
});
const conversation = (view: ConversationView): ConversationType => ({ ...view, messages: view.messages.map(message) });

@Resolver()
export class ConversationsResolver {
  constructor(readonly operations: ConversationOperations) {}

  @Mutation(() => ConversationType, {
    description:
      'Talk to a person: opens (or gives again) the conversation of a chat session for the team, on Telegram and in the inbox',
  })
  async startConversation(
    @Arg('input', () => StartConversationInput) input: StartConversationInput,
    @Ctx() caller: GraphQLContext,
  ): Promise<ConversationType> {
    return conversation(await perform(this.operations.start, { ...input }, caller));
  }

  @Query(() => ConversationType, { description: 'The visitor’s conversation with the team, by its chat session' })
  async conversation(
    @Arg('session', () => String) session: string,
    @Ctx() caller: GraphQLContext,
  ): Promise<ConversationType> {
    return conversation(await perform(this.operations.read, session, caller));
  }

  @Mutation(() => ConversationMessageType, { description: 'The visitor writes to the team' })
  async sendConversationMessage(
    @Arg('input', () => ConversationMessageInput) input: ConversationMessageInput,
    @Ctx() caller: GraphQLContext,
  ): Promise<ConversationMessageType> {
    return message(await perform(this.operations.send, { ...input }, caller));
  }

  @Subscription(() => ConversationMessageType, {
    description:
      'Each new message of the visitor’s conversation (staff replies from Telegram or the inbox), from any instance',
    subscribe: ({ args, context }) => {
      const caller = context as GraphQLContext;
      const { operations } = resolverOf(caller, ConversationsResolver);
      return perform(operations.watch, (args as { session: string }).session, caller);
    },
  })
  conversationMessages(
    @Arg('session', () => String) _session: string,
    @Root() view: MessageView,
  ): ConversationMessageType {
    return message(view);
  }

  @Query(() => [ConversationSummaryType], { description: 'Staff: the conversations with visitors, the newest first' })
  async conversations(@Ctx() caller: GraphQLContext): Promise<ConversationSummaryType[]> {
    const list = await perform(this.operations.list, undefined, caller);
    return list.map((item) => ({ ...item, lastMessage: item.lastMessage && message(item.lastMessage) }));
  }

  @Query(() => ConversationType, { description: 'Staff: one conversation in full' })
  async conversationThread(@Arg('id', () => ID) id: string, @Ctx() caller: GraphQLContext): Promise<ConversationType> {
    return conversation(await perform(this.operations.thread, id, caller));
  }

  @Mutation(() => ConversationMessageType, { description: 'Staff: answer a visitor from the inbox' })
  async replyToConversation(
    @Arg('id', () => ID) id: string,
    @Arg('text', () => String) text: string,
    @Ctx() caller: GraphQLContext,
  ): Promise<ConversationMessageType> {
    return message(await perform(this.operations.reply, { id, text }, caller));
  }

  @Subscription(() => ConversationChangeType, {
    description: 'Staff: a conversation changed (a new message from either side) on any instance',
    subscribe: ({ context }) => {
      const caller = context as GraphQLContext;
      return perform(resolverOf(caller, ConversationsResolver).operations.changes, undefined, caller);
    },
  })
  conversationChanges(@Root() event: { conversationId: string }): ConversationChangeType {
    return { conversationId: event.conversationId };
  }
}
