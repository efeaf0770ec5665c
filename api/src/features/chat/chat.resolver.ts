import { Arg, Resolver, Root, Subscription } from 'type-graphql';
import type { ChatReply } from '@site/common';
import { resolverOf, type GraphQLContext } from '../../graphql/context.js';
import { perform, publicOperation } from '../../operation.js';
import type { ChatService, ChatStream } from './chat.service.js';
import { ChatInput, ChatToken } from './chat.types.js';

/** The chat: anyone asks; the answer streams (GraphQL) or comes whole (REST). */
export function chatOperations(chat: ChatService) {
  return {
    stream: publicOperation('chat', (input: unknown, caller): Promise<ChatStream> => chat.start(input, caller)),
    reply: publicOperation('chatReply', (input: unknown, caller): Promise<ChatReply> =>
      chat.reply(input, caller, caller.signal),
    ),
  };
}

export type ChatOperations = ReturnType<typeof chatOperations>;

@Resolver()
export class ChatResolver {
  constructor(readonly operations: ChatOperations) {}

  @Subscription(() => ChatToken, {
    description:
      'The assistant’s answer to the conversation, piece by piece as it is produced; completes at the end. ' +
      'The REST twin is POST /api/chat (the whole answer).',
    subscribe: async ({ args, context }) => {
      const caller = context as GraphQLContext;
      const input = (args as { input: ChatInput }).input;
      const stream = await perform(resolverOf(caller, ChatResolver).operations.stream, { ...input }, caller);
      return mapStream(stream, (chunk) => ({
        text: chunk.text,
        handoff: chunk.handoff ?? false,
        session: chunk.session ?? '',
        choices: chunk.choices ?? null,
        manageUrl: chunk.manageUrl ?? null,
      }));
    },
  })
  chat(@Arg('input', () => ChatInput) _input: ChatInput, @Root() token: ChatToken): ChatToken {
    return token;
  }
}

/** Maps each value of a stream, passing return() through so a leaving subscriber stops the source. */
function mapStream<T, U>(source: AsyncIterableIterator<T>, map: (value: T) => U): AsyncIterableIterator<U> {
  return {
    next: async () => {
      const result = await source.next();
      return result.done ? { done: true, value: undefined } : { done: false, value: map(result.value) };
    },
    return: async () => {
      await source.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
