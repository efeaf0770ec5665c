import { contract, type NoInput } from './contract.js';
import type { DashboardSummary } from './views.js';

export const dashboardApi = {
  /** Staff (admins): the dashboard's figures and Recent Activity, counted in the office's zone. */
  summary: contract<NoInput, DashboardSummary>({
    method: 'GET',
    path: '/api/admin/dashboard',
    status: 200,
  }),
};
