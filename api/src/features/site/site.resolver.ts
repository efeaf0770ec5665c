import { Arg, Ctx, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { LanguageEnum } from '../../shared/graphql-types.js';
import { ServerTime, SiteInfo } from './site.types.js';

@Resolver()
export class SiteResolver {
  @Query(() => SiteInfo, {
    description: "The agency's name, contact details and opening hours in the requested language",
  })
  siteInfo(
    @Arg('language', () => LanguageEnum, { defaultValue: LanguageEnum.en }) language: LanguageEnum,
    @Ctx() { services }: GraphQLContext,
  ): SiteInfo {
    return services.site.siteInfo(language);
  }

  @Subscription(() => ServerTime, {
    description: "The server's clock: one event at once, then one at every minute boundary",
    subscribe: ({ context }) => {
      const { services } = context as GraphQLContext;
      return abortable((signal) => services.site.serverTimeTicks(signal));
    },
  })
  serverTime(@Root() tick: ServerTime): ServerTime {
    return tick;
  }
}

/** Wraps a generator so that the subscriber leaving (return()) also aborts a pending wait. */
function abortable<T>(start: (signal: AbortSignal) => AsyncGenerator<T>): AsyncIterableIterator<T> {
  const controller = new AbortController();
  const inner = start(controller.signal);
  return {
    next: () => inner.next(),
    return: async (value?: unknown) => {
      controller.abort();
      return inner.return(value as T);
    },
    throw: (error?: unknown) => inner.throw(error),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
