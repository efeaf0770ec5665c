import { PAGE_LIMITS } from '@site/common';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';

/** GraphQL's twin of `?limit=&offset=` for the staff lists; validated by the service like the query string. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, {
    nullable: true,
    description: `Rows in this page: 1 to ${PAGE_LIMITS.max} (default ${PAGE_LIMITS.default})`,
  })
  limit?: number;

  @Field(() => Int, { nullable: true, description: 'Rows to skip from the start of the list (default 0)' })
  offset?: number;
}

/** One page of a staff list: its rows, and the size of the whole (filtered) list. */
export interface PageOf<Row> {
  rows: Row[];
  total: number;
  limit: number;
  offset: number;
}

/**
 * The GraphQL type of one page of `Row` (type-graphql's generic types): `{ rows, total, limit, offset }`,
 * named e.g. `ContactSubmissionPage`.
 */
export function PageType<Row extends object>(row: new () => Row, name: string, description: string) {
  @ObjectType(name, { description })
  class Page implements PageOf<Row> {
    @Field(() => [row])
    rows!: Row[];

    @Field(() => Int, { description: 'Rows in the whole list, all pages (with the same search and filters)' })
    total!: number;

    @Field(() => Int)
    limit!: number;

    @Field(() => Int)
    offset!: number;
  }
  return Page;
}
