import type { IncomingMessage } from 'node:http';
import type { EntitySchema } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Language } from '@site/common';
import type { RequestHandler, Router } from 'express';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { SessionUser } from './access.js';
import type { CoreConfig } from './core-config.js';
import type { EnvReader } from './env.js';
import type { EventBus } from './events/event-bus.js';
import type { Logger } from './logger.js';
import type { RateLimits } from './rate-limits/rate-limits.js';

/**
 * A feature of the api as one definition: its configuration, its tables, its GraphQL resolvers and
 * what it starts (services, REST routes, jobs). `features.ts` lists them; `createApp` builds the
 * configuration, the ORM, the schema and the routers from that list, and starts each in its order.
 * Adding a feature is one folder with an `index.ts` exporting `defineFeature({...})`, and one line
 * in `features.ts` (docs/ARCHITECTURE.md, "Features as modules").
 */
export interface Feature<Settings = unknown, Exports = unknown> {
  readonly name: string;
  /**
   * Reads the feature's own environment variables (problems and local defaults go to `env`); the
   * object returned is spread into the configuration and handed to `start` as `settings`.
   */
  readonly settings?: (env: EnvReader, core: CoreConfig) => Settings;
  /** The feature's tables (MikroORM `defineEntity`), for the ORM and the migration drift check. */
  readonly entities?: readonly unknown[];
  /** Its type-graphql resolver classes, for the schema; `start` returns their instances. */
  // type-graphql takes resolver classes of any constructor shape.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  readonly resolvers?: readonly Function[];
  readonly start: (context: FeatureContext<Settings>) => Promise<StartedFeature<Exports>> | StartedFeature<Exports>;
}

/** Declares a feature; the types of its settings and exports are inferred from `settings` and `start`. */
export function defineFeature<Settings = undefined, Exports = undefined>(
  feature: Feature<Settings, Exports>,
): Feature<Settings, Exports> {
  return feature;
}

/** What a feature may use while it starts. */
export interface FeatureContext<Settings> {
  config: CoreConfig;
  settings: Settings;
  orm: MikroORM;
  /** True when the database is the embedded PGlite (one instance only). */
  embedded: boolean;
  /** The process's one pg-boss (durable job queues in PostgreSQL). */
  jobs: PgBoss;
  /** A small pg pool for infrastructure tables (rate limits, sessions). */
  pool: pg.Pool;
  redis?: Redis;
  /** Per-address budgets, shared by every instance. */
  rateLimits: RateLimits;
  /** Live events, delivered to subscribers on every instance. */
  events: EventBus;
  log: Logger;
  /** The exports of a feature listed earlier in features.ts. */
  // Any settings: a feature may use another whatever that one reads.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  use<Exports>(feature: Feature<any, Exports>): Exports;
  /** Registers what closes a resource the feature opened; closed in reverse order of opening. */
  onStop(name: string, close: () => Promise<unknown> | unknown): void;
}

/** What a started feature adds to the app. */
export interface StartedFeature<Exports = unknown> {
  /** What later features may `use`. */
  exports?: Exports;
  /** Instances of the feature's resolver classes, built with what they need. */
  resolvers?: readonly object[];
  /** REST routes under /api, after the JSON body parser and the session (paths relative to /api). */
  api?: (router: Router) => void;
  /** Routes under /api that read the raw body themselves (a signed webhook); mounted before the parser. */
  rawApi?: (router: Router) => void;
  /** Routes outside /api (sitemap, QR code, the built-in OpenID provider), before the web app. */
  site?: (router: Router) => void;
  /**
   * Origins the checkout page may send a form to (its CSP `form-action`): a provider's hosted checkout
   * that the browser posts signed fields to (PayWay).
   */
  checkoutFormActions?: readonly string[];
  /** Run on every /api and /graphql request before the routes (the session middleware). */
  requestMiddleware?: readonly RequestHandler[];
  /** The staff member behind a WebSocket upgrade (its session cookie). */
  socketUser?: (request: IncomingMessage) => Promise<SessionUser | undefined>;
  /**
   * Named parts /readyz reports in its body (staff sign-in): they inform, they never make the instance
   * unready (only the database does, http/health.ts).
   */
  readiness?: Readonly<Record<string, () => Readiness>>;
  /**
   * Query fields whose answers never change while the process runs (the partner catalog): an operation
   * asking only for these is answered from memory the next time (graphql/response-cache.ts).
   */
  cachedQueryFields?: ReadonlySet<string>;
  /**
   * Where a public page of stored content has moved: the current address (a path in `language`) of
   * the page that `path` (an English path, /blog/{slug}) used to be, or undefined. Asked only when
   * the address itself renders the 404 page, so a page that is there now always wins; the server
   * answers 301 to it (a published article's former slug, PostFormerSlug).
   */
  movedPages?: (path: string, language: Language) => Promise<string | undefined>;
  /** Runs once every feature has started (seeding, resuming jobs). */
  afterStart?: () => Promise<void>;
}

export interface Readiness {
  /** What /readyz's body says of it, e.g. ok, checking, unavailable. */
  state: string;
  /** What is wrong, in words, listed under `problems`. */
  problem?: string;
}

// The types a started list needs to name entities for MikroORM.
export type EntityList = EntitySchema[];
