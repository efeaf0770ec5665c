import type { EntitySchema } from '@mikro-orm/core';

/**
 * Every entity of the product, one line per feature. Features add their `defineEntity` schemas here;
 * the migration drift check compares this list with migrations/.
 */
export const ENTITIES: EntitySchema[] = [];
