import type { EntitySchema } from '@mikro-orm/core';
import type { Feature } from '../feature.js';
import { FEATURES } from '../features.js';

/**
 * Every entity of the product, from the features' definitions. The migration drift check compares
 * this list with migrations/.
 */
export const ENTITIES = (FEATURES as readonly Feature[]).flatMap(
  (feature) => feature.entities ?? [],
) as unknown as EntitySchema[];
