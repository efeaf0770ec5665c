import { Router } from 'express';
import { contactApi } from '@site/common';
import { pagedRoute, route } from '../../http/contract-route.js';
import { requestLanguage } from '../../language.js';
import { csvExport } from '../../shared/csv.js';
import type { ContactService } from './contact.service.js';
import type { ContactStaff } from './contact.staff.js';

/** POST /api/contact (SPEC §7): `{ message }` on success, `{ message, errors }` otherwise. */
export function contactRouter(contact: ContactService): Router {
  const router = Router();
  route(router, contactApi.submit, (req) =>
    contact.submit(req.body, { ip: req.ip ?? '', language: requestLanguage(req.body?.language, req.headers) }),
  );
  return router;
}

/** The staff list of SPEC §7 (an array, newest first, paged; `?format=csv`) and the status change, behind adminOnly. */
export function contactStaffRouter(staff: ContactStaff): Router {
  const router = Router();
  csvExport(router, contactApi.list, 'contact-submissions', () => staff.csv());
  pagedRoute(router, contactApi.list, (req) => staff.list(req.query));
  route(router, contactApi.setStatus, (req) => staff.setStatus(req.params.id, req.body?.status));
  return router;
}
