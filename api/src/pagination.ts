import type { EntityManager, EntityName, FilterQuery, OrderDefinition } from '@mikro-orm/postgresql';
import { CSV_ROW_LIMIT, pageQuerySchema, type Page, type PageQuery } from '@site/common';
import { validateInput } from './validation.js';

/** `?limit=&offset=` (or GraphQL's arguments) of a staff list, validated: limit 1–500, default 100. */
export const readPage = (input: unknown): Promise<PageQuery> => validateInput(pageQuerySchema, input ?? {});

/** The rows a CSV export holds: everything up to a high bound, from the start of the list. */
export const CSV_PAGE: PageQuery = { limit: CSV_ROW_LIMIT, offset: 0 };

/**
 * One page of a staff list in its order, the whole list's size beside it (one bound for every staff
 * list: DESIGN). `order` must end on a unique column so pages never overlap.
 */
export async function findPage<Entity extends object, View>(
  em: EntityManager,
  entity: EntityName<Entity>,
  where: FilterQuery<NoInfer<Entity>>,
  order: OrderDefinition<Entity>,
  page: PageQuery,
  view: (row: Entity) => View,
): Promise<Page<View>> {
  const [rows, total] = await em.findAndCount(entity, where, {
    orderBy: order,
    limit: page.limit,
    offset: page.offset,
  });
  return { rows: rows.map(view), total, ...page };
}
