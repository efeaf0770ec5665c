import type { Router } from 'express';
import { contactApi } from '@site/common';
import { csvRoute, pagedRoute, route } from '../../http/rest.js';
import type { ContactOperations } from './contact.operations.js';

/**
 * POST /api/contact (SPEC §7) and POST /api/chat/lead (the chat's hand-off); the staff inbox under
 * /api/admin: the list of SPEC §7 (an array, newest first, paged, searched and filtered;
 * `?format=csv`), one inquiry in full, and its status.
 */
export function contactRoutes(router: Router, operations: ContactOperations): void {
  route(router, contactApi.submit, operations.submit, (req) => req.body);
  route(router, contactApi.chatLead, operations.chatLead, (req) => req.body);
  csvRoute(router, contactApi.list, 'contact-submissions', operations.csv, (req) => req.query);
  pagedRoute(router, contactApi.list, operations.list, (req) => req.query);
  route(router, contactApi.detail, operations.detail, (req) => req.params.id);
  route(router, contactApi.setStatus, operations.setStatus, (req) => ({
    id: req.params.id,
    status: (req.body as { status?: unknown } | undefined)?.status,
  }));
}
