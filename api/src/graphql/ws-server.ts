import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { getOperationAST, type GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { Context, SubscribePayload } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Language } from '@site/common';
import type { SessionUser } from '../access.js';
import type { CoreConfig } from '../core-config.js';
import { requestLanguage } from '../language.js';
import type { Logger } from '../logger.js';
import type { RateLimits } from '../rate-limits/index.js';
import type { GraphQLContext, ResolverInstances } from './context.js';
import { formatGraphQLError } from './errors.js';
import { mutationBudget, subscriptionLimit } from './operation-limits.js';
import type { GraphQLProtection } from './protection.js';
import { operationLanguage } from './request-language.js';
import { WS_REFUSED, WsAdmission, refuseUpgrade, type Admission } from './ws-admission.js';

/** A socket that has not sent connection_init by then is closed (graphql-ws: 4408). */
const CONNECTION_INIT_WAIT_MS = 3000;
/** Largest message a client may send; a chat conversation in Khmer is the biggest real one. */
const MAX_PAYLOAD_BYTES = 64 * 1024;

type Extra = { socket: WebSocket; request: IncomingMessage };
type WsContext = Context<Record<string, unknown> | undefined, Extra>;

export interface GraphQLWebSocketOptions {
  server: Server;
  schema: GraphQLSchema;
  config: CoreConfig;
  protection: GraphQLProtection;
  rateLimits: RateLimits;
  resolvers: ResolverInstances;
  /** The staff member of the upgrade request's session cookie (the auth feature's). */
  socketUser?: (request: IncomingMessage) => Promise<SessionUser | undefined>;
  log: Logger;
  /** Express's "trust proxy" function, so a socket's client address is req.ip's. */
  trust: (address: string, hop: number) => boolean;
}

export interface GraphQLWebSocket {
  /** Open sockets, for the shutdown and for tests. */
  readonly clients: Set<WebSocket>;
  /** Refuses new sockets, closes the open ones with 1001 and stops. */
  close(): Promise<void>;
}

/**
 * Before the operation is parsed: a `language` (or `input.language`) variable, then the connection's
 * language, then Accept-Language. Once it is parsed, the operation's own language wins (operationLanguage).
 */
function wsLanguage(ctx: WsContext, payload?: { variables?: Record<string, unknown> | null }): Language {
  const variables = payload?.variables as { language?: unknown; input?: { language?: unknown } } | null | undefined;
  return requestLanguage(
    variables?.language ?? variables?.input?.language ?? ctx.connectionParams?.language,
    ctx.extra.request.headers,
  );
}

/**
 * GraphQL subscriptions (and any operation) over graphql-ws at /graphql on the site's HTTP server,
 * under the same rules as HTTP (graphql/protection.ts, the per-IP budgets), with the number of sockets
 * bounded per client and in all, dead sockets cut by a heartbeat and idle ones closed.
 */
export function attachGraphQLWebSocket(options: GraphQLWebSocketOptions): GraphQLWebSocket {
  const { server, schema, config, protection, rateLimits, resolvers, socketUser, log } = options;
  const admission = new WsAdmission({
    publicUrl: config.publicUrl,
    partnerOrigins: config.partnerOrigins,
    maxPerClient: config.ws.maxPerClient,
    maxTotal: config.ws.maxTotal,
    trust: options.trust,
  });
  const admitted = new WeakMap<IncomingMessage, Admission>();
  const admissionOf = (ctx: WsContext) => admitted.get(ctx.extra.request)!;
  const wss = new WebSocketServer({ noServer: true, path: '/graphql', maxPayload: MAX_PAYLOAD_BYTES });
  let closing = false;
  let warnedFullAt = 0;

  // Decided before the handshake, on the raw socket: a refused client never holds a WebSocket.
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const decision = closing ? WS_REFUSED.shuttingDown : admission.admit(request);
    if (!('ip' in decision)) {
      if (decision === WS_REFUSED.full && Date.now() - warnedFullAt > 60_000) {
        warnedFullAt = Date.now();
        log.warn({ open: admission.open, max: config.ws.maxTotal }, 'WebSocket limit reached: refusing new sockets');
      }
      log.debug({ origin: request.headers.origin, status: decision.status }, 'WebSocket upgrade refused');
      refuseUpgrade(socket, request, decision);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      admitted.set(request, decision);
      admission.opened(decision.ip, ws);
      wss.emit('connection', ws, request);
    });
  };
  server.on('upgrade', onUpgrade);

  // Initialised sockets, and when each last heard from its client.
  const initialised = new Map<WebSocket, WsContext>();
  const lastMessage = new WeakMap<WebSocket, number>();
  wss.on('connection', (socket: WebSocket) => {
    lastMessage.set(socket, Date.now());
    socket.on('message', () => lastMessage.set(socket, Date.now()));
    socket.once('close', () => initialised.delete(socket));
  });
  // An initialised socket with nothing running and nothing said for WS_IDLE_MINUTES is closed; the
  // site's own client (lazy) reopens one when it next subscribes.
  const sweep = setInterval(
    () => {
      const before = Date.now() - config.ws.idleMs;
      for (const [socket, ctx] of initialised) {
        const busy = Object.keys(ctx.subscriptions).length > 0;
        if (!busy && (lastMessage.get(socket) ?? 0) <= before) socket.close(1000, 'Idle timeout');
      }
    },
    Math.max(250, Math.min(config.ws.idleMs / 4, 30_000)),
  );
  sweep.unref();

  // Over WebSocket as over HTTP: the language an operation names itself (a `language` argument or its
  // input's, inline or in a variable of any name) is the one its answers and errors use. Read once, when
  // the operation is parsed, and kept until it completes.
  const ownLanguages = new WeakMap<WsContext, Map<string, Language>>();
  const languageOf = (ctx: WsContext, id: string, payload: SubscribePayload): Language =>
    ownLanguages.get(ctx)?.get(id) ?? wsLanguage(ctx, payload);

  const formatted = (ctx: WsContext, id: string, payload: SubscribePayload, errors: readonly GraphQLError[]) =>
    errors.map((error): GraphQLFormattedError => {
      const shown = formatGraphQLError(error.toJSON(), error, languageOf(ctx, id, payload), log);
      return { ...shown, message: protection.clientMessage(shown.message) };
    });

  const cleanup = useServer<Record<string, unknown>, Extra>(
    {
      schema,
      connectionInitWaitTimeout: CONNECTION_INIT_WAIT_MS,
      onConnect: (ctx) => {
        initialised.set(ctx.extra.socket, ctx);
        return true;
      },
      // Parsed and validated here, by the same rules as HTTP (graphql-ws then skips its own validation).
      onSubscribe: async (ctx, id, payload) => {
        const { ip } = admissionOf(ctx);
        // Every operation started over the WebSocket counts against the visitor's per-IP budget.
        const refused = await subscriptionLimit(rateLimits, ip);
        if (refused) return refused;
        const prepared = protection.prepare(schema, payload.query);
        if ('errors' in prepared) return prepared.errors;
        const operation = getOperationAST(prepared.document, payload.operationName);
        const own = operation ? operationLanguage(operation, payload.variables ?? {}) : undefined;
        // (An id a client used before may come back with another operation.)
        if (!ownLanguages.has(ctx)) ownLanguages.set(ctx, new Map());
        if (own) ownLanguages.get(ctx)!.set(id, own);
        else ownLanguages.get(ctx)!.delete(id);
        const language = languageOf(ctx, id, payload);
        if (operation?.operation === 'mutation') {
          // The same bucket as mutations over HTTP: a socket is no way around it.
          const spent = await mutationBudget(rateLimits, ip, language, log);
          if (spent) return [spent];
        }
        return {
          schema,
          document: prepared.document,
          operationName: payload.operationName,
          variableValues: payload.variables,
        };
      },
      context: async (ctx, id, payload): Promise<GraphQLContext> => {
        const { ip, anonymous } = admissionOf(ctx);
        return {
          resolvers,
          language: languageOf(ctx, id, payload),
          // Behind a proxy every socket comes from the proxy: rate limits need the visitor's address.
          ip,
          log,
          // The session cookie came with the upgrade request; read per operation, so sign-out applies at
          // once. A partner page's socket never gets one: it must not act with a staff member's cookie.
          user: anonymous ? undefined : await socketUser?.(ctx.extra.request),
          // A partner page's socket is a page of another origin: site-only operations refuse it.
          fromOtherSite: anonymous,
        };
      },
      // The same masking as over HTTP: no internals, no field suggestions in production.
      onNext: (ctx, id, payload, _args, result) =>
        result.errors ? { ...result, errors: formatted(ctx, id, payload, result.errors) } : undefined,
      onError: (ctx, id, payload, errors) => formatted(ctx, id, payload, errors),
      onComplete: (ctx, id) => {
        ownLanguages.get(ctx)?.delete(id);
      },
    },
    wss,
    // Heartbeat: a ping every WS_PING_SECONDS; a socket without a pong by the next one is cut.
    config.ws.pingMs,
  );

  let closed: Promise<void> | undefined;
  return {
    clients: wss.clients,
    close() {
      closed ??= (async () => {
        closing = true;
        clearInterval(sweep);
        for (const client of wss.clients) client.close(1001, 'Server shutting down');
        await cleanup.dispose();
      })();
      return closed;
    },
  };
}
