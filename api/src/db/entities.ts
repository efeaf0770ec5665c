import type { EntitySchema } from '@mikro-orm/core';
import { ContentDeletion } from '../content-version.js';
import type { Feature } from '../feature.js';
import { FEATURES } from '../features.js';

/**
 * Every entity of the product: the content version's record of deletions, and the features' own from
 * their definitions. The migration drift check compares this list with migrations/.
 */
export const ENTITIES = [
  ContentDeletion,
  ...(FEATURES as readonly Feature[]).flatMap((feature) => feature.entities ?? []),
] as unknown as EntitySchema[];
