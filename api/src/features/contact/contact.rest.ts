import { Router } from 'express';
import { contactApi } from '@site/common';
import { pagedRoute, route } from '../../http/contract-route.js';
import { requestLanguage } from '../../language.js';
import { csvExport } from '../../shared/csv.js';
import { assertRole, staffName } from '../auth/index.js';
import type { ContactService } from './contact.service.js';
import type { ContactStaff } from './contact.staff.js';

/**
 * POST /api/contact (SPEC §7) and POST /api/chat/lead (the chat's hand-off): `{ message }` on success,
 * `{ message, errors }` otherwise.
 */
export function contactRouter(contact: ContactService): Router {
  const router = Router();
  route(router, contactApi.submit, (req) =>
    contact.submit(req.body, { ip: req.ip ?? '', language: requestLanguage(req.body?.language, req.headers) }),
  );
  route(router, contactApi.chatLead, (req) =>
    contact.submitChatLead(req.body, { ip: req.ip ?? '', language: requestLanguage(req.body?.language, req.headers) }),
  );
  return router;
}

/**
 * The staff inbox behind adminOnly: the list of SPEC §7 (an array, newest first, paged, searched and
 * filtered; `?format=csv`), one inquiry in full, and its status.
 */
export function contactStaffRouter(staff: ContactStaff): Router {
  const router = Router();
  csvExport(router, contactApi.list, 'contact-submissions', (query) => staff.csv(query));
  pagedRoute(router, contactApi.list, (req) => staff.list(req.query));
  route(router, contactApi.detail, (req) => staff.detail(req.params.id));
  route(router, contactApi.setStatus, (req) =>
    staff.setStatus(req.params.id, req.body?.status, staffName(assertRole(req.user, 'admin'))),
  );
  return router;
}
