import type { SessionUser } from '../../access.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the session middleware when the request carries a valid staff session. */
    user?: SessionUser;
  }
}

export type { Role, SessionUser } from '../../access.js';
