import type { Language } from '@site/common';
import type { SessionUser } from '../features/auth/user.js';
import type { Logger } from '../logger.js';
import type { Services } from '../services.js';

/**
 * What every resolver gets: the services (each forks its own EntityManager per call), the request's
 * language and address, its logger and the signed-in staff member.
 */
export interface GraphQLContext {
  services: Services;
  language: Language;
  /** The client's address (behind TRUST_PROXY), for rate limits. */
  ip: string;
  log: Logger;
  /** The signed-in staff member, when the request carries a session (the auth feature sets it). */
  user?: SessionUser;
}
