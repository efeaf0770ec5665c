import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '@site/common';
import type { SessionUser } from '../features/auth/user.js';
import type { Logger } from '../logger.js';
import type { Services } from '../services.js';

/** What every resolver gets: its own EntityManager fork, the services, the request's language. */
export interface GraphQLContext {
  em: EntityManager;
  services: Services;
  language: Language;
  /** The client's address (behind TRUST_PROXY), for rate limits. */
  ip: string;
  log: Logger;
  /** The signed-in staff member, when the request carries a session (the auth feature sets it). */
  user?: SessionUser;
}
