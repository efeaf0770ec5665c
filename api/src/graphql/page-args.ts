import { PAGE_LIMITS } from '@site/common';
import { ArgsType, Field, Int } from 'type-graphql';

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
