import express, { type Router } from 'express';
import { newsletterApi } from '@site/common';
import { csvRoute, pagedRoute, route } from '../../http/rest.js';
import { requestLanguage } from '../../language.js';
import type { NewsletterOperations } from './newsletter.operations.js';
import { newsletterPage } from './newsletter.pages.js';
import type { NewsletterService } from './newsletter.service.js';

const CONFIRM_STATUS = { confirmed: 200, 'already-confirmed': 200, expired: 410, invalid: 400 } as const;

/**
 * POST /api/newsletter, the two pages the e-mail links open, and the staff list of SPEC §7 (an array,
 * newest first, paged; `?format=csv`).
 */
export function newsletterRoutes(
  router: Router,
  operations: NewsletterOperations,
  newsletter: NewsletterService,
): void {
  route(router, newsletterApi.subscribe, operations.subscribe, (req) => req.body);

  router.get('/newsletter/confirm', async (req, res) => {
    const { outcome, language } = await newsletter.confirm(req.query.token);
    res
      .status(CONFIRM_STATUS[outcome])
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(newsletterPage(outcome, language ?? requestLanguage(undefined, req.headers)));
  });

  // A link opened in a browser asks first: mail scanners follow GET links, and must not unsubscribe anyone.
  // A link this site did not sign (cut short, mistyped) says so at once, not after the button.
  router.get('/newsletter/unsubscribe', (req, res) => {
    const language = requestLanguage(req.query.language, req.headers);
    const genuine = newsletter.isUnsubscribeLink(req.query.token);
    res
      .status(genuine ? 200 : 400)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        genuine ? newsletterPage('unsubscribe-ask', language, req.originalUrl) : newsletterPage('invalid', language),
      );
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

  csvRoute(router, newsletterApi.list, 'newsletter-subscriptions', operations.csv, () => undefined);
  pagedRoute(router, newsletterApi.list, operations.list, (req) => req.query);
}
