import { Router } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Readiness } from '../feature.js';

const READY_TIMEOUT_MS = 2000;

/**
 * /healthz: the process is up. /readyz: the database answers (a load balancer sends traffic only then:
 * 503 otherwise). Its body names what else is wrong while the site still serves: staff sign-in whose
 * OpenID issuer does not answer stays 200, because every public page, booking, payment and the chat
 * work without it, and taking every instance out over it would turn a sign-in outage into a site outage.
 */
export function healthRouter(orm: MikroORM, parts: Readonly<Record<string, () => Readiness>> = {}): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const states = Object.entries(parts).map(([name, read]) => [name, read()] as const);
    const problems = states.flatMap(([, readiness]) => (readiness.problem ? [readiness.problem] : []));
    const signInPart = {
      ...Object.fromEntries(states.map(([name, readiness]) => [name, readiness.state])),
      ...(problems.length > 0 ? { problems } : {}),
    };
    try {
      await withTimeout(orm.em.getConnection().execute('select 1'), READY_TIMEOUT_MS);
      res.json({ status: 'ready', database: 'ok', ...signInPart });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'unreachable', ...signInPart });
    }
  });
  return router;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
