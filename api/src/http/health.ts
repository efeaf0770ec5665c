import { Router } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { SignInStatus } from '../features/auth/oidc.client.js';

const READY_TIMEOUT_MS = 2000;

/**
 * /healthz: the process is up. /readyz: the database answers (a load balancer sends traffic only then:
 * 503 otherwise). Its body names what else is wrong while the site still serves: staff sign-in whose
 * OpenID issuer does not answer stays 200, because every public page, booking, payment and the chat
 * work without it, and taking every instance out over it would turn a sign-in outage into a site outage.
 */
export function healthRouter(orm: MikroORM, signIn: () => SignInStatus): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const signInStatus = signIn();
    const signInPart = {
      signIn: signInStatus.state,
      ...(signInStatus.state === 'unavailable' ? { problems: [signInStatus.problem] } : {}),
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
