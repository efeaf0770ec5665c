import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { DashboardSummaryType } from './dashboard.types.js';

@Resolver()
export class DashboardResolver {
  @Authorized('admin')
  @Query(() => DashboardSummaryType, {
    description: "Staff: the dashboard's figures and Recent Activity (admins; REST twin: GET /api/admin/dashboard)",
  })
  dashboard(@Ctx() { services }: GraphQLContext): Promise<DashboardSummaryType> {
    return services.dashboard.summary();
  }
}
