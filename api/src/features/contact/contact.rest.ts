import { Router } from 'express';
import { requestLanguage } from '../../language.js';
import type { ContactService } from './contact.service.js';

/** POST /api/contact (SPEC §7): `{ message }` on success, `{ message, errors }` otherwise. */
export function contactRouter(contact: ContactService): Router {
  const router = Router();
  router.post('/contact', async (req, res) => {
    const language = requestLanguage(req.body?.language, req.headers);
    res.status(201).json(await contact.submit(req.body, { ip: req.ip ?? '', language }));
  });
  return router;
}
