import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import type { Feature } from '../feature.js';
import { FEATURES } from '../features.js';
import type { ResolverInstances } from './context.js';

/** Every resolver class of the product, from the features' definitions. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS = (FEATURES as readonly Feature[]).flatMap((feature) => feature.resolvers ?? []) as Function[];

/**
 * The schema. Resolvers come from `instances` (each built by its feature with what it uses); without
 * them (emitting schema.graphql) the classes alone describe it. Who may run what is each operation's
 * own declaration (operation.ts), not the schema's.
 */
export async function buildAppSchema(instances?: ResolverInstances): Promise<GraphQLSchema> {
  return buildSchema({
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
    resolvers: RESOLVERS as NonEmptyArray<Function>,
    // Subscriptions stream from each feature's `subscribe` (the event bus); type-graphql wants a pubSub all the same.
    pubSub: createPubSub(),
    container: instances ? { get: (resolverClass) => instances.get(resolverClass) } : undefined,
    validate: false,
    emitSchemaFile: false,
  });
}
