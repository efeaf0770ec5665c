import { defineFeature } from '../../feature.js';
import { StaffActivity } from '../../shared/staff-activity.js';
import { DashboardResolver, dashboardOperations } from './dashboard.resolver.js';
import { dashboardRoutes } from './dashboard.rest.js';
import { DashboardService } from './dashboard.service.js';

/** The staff dashboard: its figures, Recent Activity, and the live stream of what staff should see. */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  resolvers: [DashboardResolver],
  start({ config, orm, events }) {
    const dashboard = new DashboardService(orm, { businessTimeZone: config.businessTimezone });
    const operations = dashboardOperations(dashboard, new StaffActivity(events));
    return {
      resolvers: [new DashboardResolver(operations)],
      api: (router) => dashboardRoutes(router, operations),
    };
  },
});
