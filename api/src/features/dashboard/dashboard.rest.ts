import type { Router } from 'express';
import { dashboardApi } from '@site/common';
import { route } from '../../http/rest.js';
import type { DashboardOperations } from './dashboard.resolver.js';

/** GET /api/admin/dashboard: the dashboard's figures and Recent Activity. */
export function dashboardRoutes(router: Router, operations: DashboardOperations): void {
  route(router, dashboardApi.summary, operations.summary, () => undefined);
}
