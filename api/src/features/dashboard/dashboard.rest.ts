import { Router } from 'express';
import { dashboardApi } from '@site/common';
import { route } from '../../http/contract-route.js';
import type { DashboardService } from './dashboard.service.js';

/** GET /api/admin/dashboard (behind adminOnly): the dashboard's figures and Recent Activity. */
export function dashboardRouter(dashboard: DashboardService): Router {
  const router = Router();
  route(router, dashboardApi.summary, () => dashboard.summary());
  return router;
}
