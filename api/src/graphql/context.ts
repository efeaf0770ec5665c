import type { Caller } from '../operation.js';

/**
 * What every resolver gets: the caller (address, language, signed-in staff member, logger), whichever
 * transport the operation came by, and the resolver instances (a subscription's `subscribe` runs
 * without its instance: `resolverOf` finds it). Services are not in here: each resolver was built
 * with what it uses.
 */
export interface GraphQLContext extends Caller {
  resolvers: ResolverInstances;
}

/** The app's resolver instances by class (type-graphql's container). */
export class ResolverInstances {
  private readonly byClass = new Map<unknown, object>();

  constructor(instances: readonly object[]) {
    for (const instance of instances) this.byClass.set(instance.constructor, instance);
  }

  get<T>(resolverClass: abstract new (...args: never[]) => T): T {
    const found = this.byClass.get(resolverClass);
    if (!found) throw new Error(`no instance of resolver ${(resolverClass as { name?: string }).name}`);
    return found as T;
  }
}

/** The app's instance of `resolverClass`, for a subscription's `subscribe`. */
export function resolverOf<T>(context: GraphQLContext, resolverClass: abstract new (...args: never[]) => T): T {
  return context.resolvers.get(resolverClass);
}
