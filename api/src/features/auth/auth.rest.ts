import { Router, type Request, type RequestHandler, type Response } from 'express';
import { authApi, LANGUAGES, localizedPath, parseLocalizedPath, type Language } from '@site/common';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { route } from '../../http/rest.js';
import { sameOrigin } from '../../http/same-origin.js';
import { requestLanguage } from '../../language.js';
import { authPage, signOutPage, type AuthPageKey } from './auth.pages.js';
import type { AuthService } from './auth.service.js';
import type { OidcClient } from './oidc.client.js';
import { PendingSignIns } from './pending-sign-in.js';
import { DEFAULT_RETURN_TO, safeReturnTo } from './return-to.js';
import type { Sessions } from './session.js';
import type { AuthOperations } from './auth.operations.js';

interface AuthDeps {
  config: { publicUrl: string; nodeEnv: string; sessionSecret: string };
  operations: AuthOperations;
  auth: AuthService;
  oidc: OidcClient;
  sessions: Sessions;
}

const sendPage = (res: Response, status: number, key: AuthPageKey, language: Language) =>
  res.status(status).type('html').set('Cache-Control', 'no-store').send(authPage(key, language));

const languageOfPath = (path: string) => parseLocalizedPath(path.split(/[?#]/)[0]).language;

/** The language of the page the visitor came from (a same-origin Referer), else of the browser. */
function refererLanguage(req: Request, publicUrl: string): Language {
  try {
    const referer = new URL(req.get('referer') ?? '');
    if (referer.origin === new URL(publicUrl).origin) return languageOfPath(referer.pathname);
  } catch {
    // no or no valid Referer
  }
  return requestLanguage(undefined, req.headers);
}

const saveSession = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
// Through the store: req.session is gone when this request found the session past its absolute timeout.
const regenerateSession = (req: Request) =>
  new Promise<void>((resolve, reject) =>
    req.sessionStore.regenerate(req, (error) => (error ? reject(error) : resolve())),
  );
const destroySession = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));

/** GET /api/login, /api/callback, /api/logout, /api/auth/user (SPEC §7), POST /api/logout and /api/auth/provider. */
export function authRouter({ config, operations, auth, oidc, sessions }: AuthDeps): Router {
  const router = Router();
  const pendingSignIns = new PendingSignIns(config.sessionSecret, config.nodeEnv === 'production');
  const noStore = (_req: Request, res: Response, next: () => void) => {
    res.set('Cache-Control', 'no-store');
    next();
  };
  router.use(['/login', '/callback', '/logout', '/auth'], noStore);

  router.get('/login', async (req, res) => {
    const asked = safeReturnTo(req.query.returnTo);
    const language = asked ? languageOfPath(asked) : refererLanguage(req, config.publicUrl);
    const returnTo = asked ?? localizedPath(DEFAULT_RETURN_TO, language);
    if (req.user) return res.redirect(returnTo);
    let started: Awaited<ReturnType<OidcClient['startSignIn']>>;
    try {
      started = await oidc.startSignIn(returnTo, language);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return sendPage(res, 503, 'unavailable', language);
    }
    if (config.nodeEnv === 'production' && !req.secure)
      req.log.warn(
        'sign-in over a connection Express does not see as HTTPS: the Secure cookies will not be set (set TRUST_PROXY)',
      );
    // In a sealed cookie, not a session row: anonymous visitors store nothing on the server.
    pendingSignIns.start(res, started.pending);
    res.redirect(started.url.href);
  });

  router.get('/callback', async (req, res) => {
    // One use only: the cookie is cleared here, so a replayed callback finds nothing to match.
    const pending = pendingSignIns.take(req, res);
    if (!pending) return sendPage(res, 400, 'expired', requestLanguage(undefined, req.headers));
    const { language } = pending;
    let result: Awaited<ReturnType<OidcClient['finishSignIn']>>;
    try {
      result = await oidc.finishSignIn(new URL(req.originalUrl, config.publicUrl), pending);
    } catch (error) {
      // A refusal by the issuer or of its answer (state, nonce, code): why, without a stack.
      req.log.warn(
        { err: { message: (error as Error).message, code: (error as { code?: unknown }).code } },
        'sign-in refused',
      );
      return sendPage(
        res,
        error instanceof AppError ? 503 : 400,
        error instanceof AppError ? 'unavailable' : 'failed',
        language,
      );
    }
    const user = await auth.upsertUser(result.claims);
    // A new session id at sign-in: an id planted before sign-in (session fixation) is worth nothing.
    await regenerateSession(req);
    req.session.user = user;
    req.session.signedInAt = Date.now();
    req.session.idToken = result.idToken;
    await saveSession(req);
    sessions.updateSignedInMarker(req, res);
    req.log.info({ userId: user.id, role: sessions.userOf(req.session)?.role }, 'staff signed in');
    res.redirect(pending.returnTo);
  });

  /** Ends the session here and, when the issuer offers it, at the issuer too (RP-initiated logout). */
  async function signOut(req: Request, res: Response, status: 302 | 303) {
    const signedIn = Boolean(req.session?.user);
    const idToken = req.session?.idToken;
    // Nobody is signed in: nothing to end here or at the issuer.
    if (!signedIn && !idToken) return res.redirect(status, '/');
    await destroySession(req);
    res.clearCookie(sessions.cookieName, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.nodeEnv === 'production',
    });
    sessions.updateSignedInMarker(req, res);
    let endSession: URL | undefined;
    if (signedIn) {
      try {
        endSession = await oidc.endSessionUrl(idToken);
      } catch {
        // The issuer is unreachable: our session is over anyway.
      }
    }
    res.redirect(status, endSession?.href ?? '/');
  }

  // The web app's sign-out button navigates here (SPEC §7). SameSite=Lax sends the cookie with any
  // top-level navigation, so only one from a page of this site signs out at once; anything else (a
  // link on another site or port, a typed address, a browser that does not say) gets a button first.
  router.get('/logout', async (req, res) => {
    const signedIn = Boolean(req.session?.user || req.session?.idToken);
    if (signedIn && req.get('sec-fetch-site') !== 'same-origin') {
      const language = requestLanguage(req.query.language, req.headers);
      return res.status(200).type('html').send(signOutPage(language));
    }
    await signOut(req, res, 302);
  });

  router.post('/logout', sameOrigin(config.publicUrl), async (req, res) => {
    await signOut(req, res, 303);
  });

  route(router, authApi.user, operations.signedInUser, () => undefined);
  route(router, authApi.provider, operations.provider, () => undefined);

  return router;
}

/** The sign-in page in each language (SPEC §2 /signin). */
export const SIGN_IN_PAGES = LANGUAGES.map((language) => localizedPath('/signin', language));

/**
 * Before the sign-in page is sent (a content page, rendered without a script of its own): a visitor who
 * is signed in goes straight to the dashboard in the page's language (SPEC §2), everyone else gets the
 * page. The answer depends on the session cookie, so caches are told so. A session that cannot be read
 * now (the database away) shows the page: signing in says itself whether it can go on.
 */
export function signedInToDashboard(sessions: Sessions, log: Logger): RequestHandler {
  const [readSession] = sessions.middleware;
  return (req, res, next) => {
    res.vary('Cookie');
    readSession!(req, res, (error?: unknown) => {
      if (error) {
        log.warn({ err: error }, 'the session could not be read for the sign-in page: showing the page');
        return next();
      }
      if (!req.user) return next();
      res.set('Cache-Control', 'no-store');
      res.redirect(302, localizedPath(DEFAULT_RETURN_TO, parseLocalizedPath(req.path).language));
    });
  };
}
