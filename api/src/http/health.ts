import { Router } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';

const READY_TIMEOUT_MS = 2000;

/** /healthz: the process is up. /readyz: the database answers (a load balancer sends traffic only then). */
export function healthRouter(orm: MikroORM): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await withTimeout(orm.em.getConnection().execute('select 1'), READY_TIMEOUT_MS);
      res.json({ status: 'ready', database: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable', database: 'unreachable' });
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
