import { Arg, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ChatInput, ChatToken } from './chat.types.js';

@Resolver()
export class ChatResolver {
  @Subscription(() => ChatToken, {
    description:
      'The assistant’s answer to the conversation, piece by piece as it is produced; completes at the end. ' +
      'The REST twin is POST /api/chat (the whole answer).',
    subscribe: async ({ args, context }) => {
      const { services, ip, language } = context as GraphQLContext;
      const input = (args as { input: ChatInput }).input;
      const stream = await services.chat.start({ ...input }, { ip, language });
      return mapStream(stream, (chunk) => ({ text: chunk.text, handoff: chunk.handoff ?? false }));
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
