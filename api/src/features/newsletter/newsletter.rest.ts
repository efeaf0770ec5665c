import express, { Router } from 'express';
import { newsletterApi } from '@site/common';
import { pagedRoute, route } from '../../http/contract-route.js';
import { requestLanguage } from '../../language.js';
import { csvExport } from '../../shared/csv.js';
import type { NewsletterService } from './newsletter.service.js';
import { newsletterPage } from './newsletter.pages.js';
import type { NewsletterStaff } from './newsletter.staff.js';

const CONFIRM_STATUS = { confirmed: 200, 'already-confirmed': 200, expired: 410, invalid: 400 } as const;

/** POST /api/newsletter and the two pages the e-mail links open. */
export function newsletterRouter(newsletter: NewsletterService): Router {
  const router = Router();

  route(router, newsletterApi.subscribe, (req) =>
    newsletter.subscribe(req.body, { ip: req.ip ?? '', language: requestLanguage(req.body?.language, req.headers) }),
  );

  router.get('/newsletter/confirm', async (req, res) => {
    const { outcome, language } = await newsletter.confirm(req.query.token);
    res
      .status(CONFIRM_STATUS[outcome])
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(newsletterPage(outcome, language ?? requestLanguage(undefined, req.headers)));
  });

  // A link opened in a browser asks first: mail scanners follow GET links, and must not unsubscribe anyone.
  router.get('/newsletter/unsubscribe', (req, res) => {
    const language = requestLanguage(req.query.language, req.headers);
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(newsletterPage('unsubscribe-ask', language, req.originalUrl));
  });

  // RFC 8058 one-click: mail apps POST "List-Unsubscribe=One-Click" here; the page's button does the same.
  router.post('/newsletter/unsubscribe', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const { outcome, language } = await newsletter.unsubscribe(req.query.token);
    res
      .status(outcome === 'invalid' ? 400 : 200)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(newsletterPage(outcome, language ?? requestLanguage(undefined, req.headers)));
  });

  return router;
}

/** The staff list of SPEC §7 (an array, newest first, paged; `?format=csv`), behind adminOnly. */
export function newsletterStaffRouter(staff: NewsletterStaff): Router {
  const router = Router();
  csvExport(router, newsletterApi.list, 'newsletter-subscriptions', () => staff.csv());
  pagedRoute(router, newsletterApi.list, (req) => staff.list(req.query));
  return router;
}
