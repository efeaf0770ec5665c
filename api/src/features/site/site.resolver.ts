import { Arg, Ctx, Query, Resolver, Root, Subscription } from 'type-graphql';
import { resolverOf, type GraphQLContext } from '../../graphql/context.js';
import { perform, publicOperation } from '../../operation.js';
import { LanguageEnum } from '../../shared/graphql-types.js';
import type { SiteService } from './site.service.js';
import { ServerTime, SiteInfo } from './site.types.js';

/** The agency's details and the office clock: anyone may read them. */
export function siteOperations(site: SiteService) {
  return {
    siteInfo: publicOperation('siteInfo', (language: LanguageEnum) => site.siteInfo(language)),
    serverTime: publicOperation('serverTime', (_input: void, caller) =>
      abortable((signal) => site.serverTimeTicks(signal), caller.signal),
    ),
  };
}

type SiteOperations = ReturnType<typeof siteOperations>;

@Resolver()
export class SiteResolver {
  constructor(readonly operations: SiteOperations) {}

  @Query(() => SiteInfo, {
    description: "The agency's name, contact details and opening hours in the requested language",
  })
  siteInfo(
    @Arg('language', () => LanguageEnum, { defaultValue: LanguageEnum.en }) language: LanguageEnum,
    @Ctx() caller: GraphQLContext,
  ): Promise<SiteInfo> {
    return perform(this.operations.siteInfo, language, caller);
  }

  @Subscription(() => ServerTime, {
    description: "The server's clock: one event at once, then one at every minute boundary",
    subscribe: ({ context }) => {
      const caller = context as GraphQLContext;
      return perform(resolverOf(caller, SiteResolver).operations.serverTime, undefined, caller);
    },
  })
  serverTime(@Root() tick: ServerTime): ServerTime {
    return tick;
  }
}

/** Wraps a generator so that the subscriber leaving (return()) also aborts a pending wait. */
function abortable<T>(
  start: (signal: AbortSignal) => AsyncGenerator<T>,
  outer?: AbortSignal,
): AsyncIterableIterator<T> {
  const controller = new AbortController();
  outer?.addEventListener('abort', () => controller.abort(), { once: true });
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
