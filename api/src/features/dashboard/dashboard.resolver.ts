import { Ctx, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { DashboardSummary } from '@site/common';
import { resolverOf, type GraphQLContext } from '../../graphql/context.js';
import { adminOperation, perform } from '../../operation.js';
import type { StaffActivity, StaffActivityEvent } from '../../shared/staff-activity.js';
import type { DashboardService } from './dashboard.service.js';
import { DashboardSummaryType, StaffActivityEventType } from './dashboard.types.js';

/** The staff dashboard (admins): its figures and Recent Activity, and the live events behind them. */
export function dashboardOperations(dashboard: DashboardService, activity: StaffActivity) {
  return {
    summary: adminOperation('dashboard', (): Promise<DashboardSummary> => dashboard.summary()),
    activity: adminOperation('staffActivity', (): AsyncIterableIterator<StaffActivityEvent> => activity.subscribe()),
  };
}

export type DashboardOperations = ReturnType<typeof dashboardOperations>;

@Resolver()
export class DashboardResolver {
  constructor(readonly operations: DashboardOperations) {}

  @Query(() => DashboardSummaryType, {
    description: "Staff: the dashboard's figures and Recent Activity (admins; REST twin: GET /api/admin/dashboard)",
  })
  dashboard(@Ctx() caller: GraphQLContext): Promise<DashboardSummaryType> {
    return perform(this.operations.summary, undefined, caller);
  }

  @Subscription(() => StaffActivityEventType, {
    description:
      'Staff (admins): each new inquiry, chat lead, booking made, moved or cancelled, paid order and confirmed subscription, from any instance, as it happens',
    subscribe: ({ context }) => {
      const caller = context as GraphQLContext;
      return perform(resolverOf(caller, DashboardResolver).operations.activity, undefined, caller);
    },
  })
  staffActivity(@Root() event: StaffActivityEvent): StaffActivityEventType {
    return { ...event, at: new Date(event.at) };
  }
}
