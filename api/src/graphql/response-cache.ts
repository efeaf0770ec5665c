import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { Kind, parse, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';

/**
 * Whole-response cache for the partner catalog over HTTP (README "Partner API").
 *
 * The catalog's answers depend only on the query, its variables and the content in common/, which is
 * part of the code: an answer stays right until the process is replaced by a new release, so the
 * cache lives as long as the process and needs no other invalidation. A cached answer skips the
 * session, Apollo's pipeline, the resolvers and the serialisation; partners polling the catalog get
 * the same bytes at close to a bare server's speed (npm run bench).
 *
 * Only operations that cannot depend on who asks are cached: one query whose root fields are all in
 * `cacheableFields` (no mutation, subscription, introspection or staff field), sent as a POST with a
 * JSON body, answered 200 without errors. Everything before this middleware (security headers, CORS,
 * the body and token limits) still runs for every request. The key is the query as sent, its
 * operation name, variables and the Accept header (GraphQL over HTTP chooses the media type from it);
 * a miss also looks the query up in its normalised form (parsed and printed, variables with sorted
 * keys), so spacing, comments or key order don't make a new entry. Entries are bounded (least
 * recently used go first) so distinct queries can't grow memory.
 *
 * A hit is answered before the compression middleware: each answer keeps its brotli and gzip forms,
 * made the first time a client asks for them, so a partner that accepts compression gets the smaller
 * bytes without the server compressing the same answer again on every request.
 */
export interface ResponseCacheOptions {
  /** Root query fields whose answers depend on nothing but their arguments. */
  cacheableFields: ReadonlySet<string>;
  /** Most answers kept (each a few KiB). */
  maxEntries?: number;
}

interface CachedAnswer {
  body: Buffer;
  headers: Record<string, string>;
  /** The body compressed, by content coding, made when first asked for. */
  encoded?: Partial<Record<ContentCoding, Buffer>>;
}

type ContentCoding = 'br' | 'gzip';

/** As the compression middleware: answers below this size are sent as they are. */
const COMPRESS_THRESHOLD = 1024;

const KEPT_HEADERS = ['content-type', 'cache-control', 'vary'];

/**
 * Two handlers around the request's other checks: `serve` answers a request seen before (as sent)
 * from the cache; `fill`, placed after the token limit, looks a miss up in its normalised form and
 * keeps Apollo's answer when the request is cacheable.
 */
export function graphqlResponseCache({ cacheableFields, maxEntries = 200 }: ResponseCacheOptions): {
  serve: RequestHandler;
  fill: RequestHandler;
} {
  const answers = new Map<string, CachedAnswer>();
  /** Raw keys seen, to their normalised key (the one `answers` uses). */
  const aliases = new Map<string, string>();

  const remember = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > maxEntries) map.delete(map.keys().next().value!);
  };
  const lookUp = (key: string | undefined): CachedAnswer | undefined => {
    const answer = key === undefined ? undefined : answers.get(key);
    if (answer) remember(answers, key!, answer); // most recently used last
    return answer;
  };
  /**
   * The request as sent, or undefined for variables too deeply nested to write out again (thousands of
   * nested lists overflow the stack): no partner sends those, so they are never cached and Apollo
   * answers them as any other request.
   */
  const rawKeyOf = (body: PlainRequest, accept: string): string | undefined =>
    writable(() => JSON.stringify([accept, body.operationName ?? null, body.query, body.variables ?? null]));

  const serve: RequestHandler = (req, res, next) => {
    const body: unknown = req.body;
    if (req.method !== 'POST' || !isPlainRequest(body)) return next();
    const raw = rawKeyOf(body, req.headers.accept ?? '');
    const hit = raw === undefined ? undefined : lookUp(aliases.get(raw));
    if (hit) return send(res, hit, hit.body.length < COMPRESS_THRESHOLD ? undefined : preferredCoding(req));
    next();
  };

  const fill: RequestHandler = (req, res, next) => {
    const body: unknown = req.body;
    if (req.method !== 'POST' || !isPlainRequest(body)) return next();
    const accept = req.headers.accept ?? '';
    const raw = rawKeyOf(body, accept);
    const normalised = raw === undefined ? undefined : writable(() => normalisedKey(body, accept, cacheableFields));
    if (raw === undefined || normalised === undefined) return next();
    remember(aliases, raw, normalised);
    const known = lookUp(normalised);
    // After the compression middleware: it encodes this answer as it would Apollo's.
    if (known) return send(res, known, undefined);
    capture(res, (answer) => remember(answers, normalised, answer));
    next();
  };
  return { serve, fill };
}

/** What `write` makes, or undefined when the value nests too deeply to walk (a RangeError). */
function writable(write: () => string | undefined): string | undefined {
  try {
    return write();
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

interface PlainRequest {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** A single GraphQL request in a JSON body, without extensions (persisted queries and the like). */
function isPlainRequest(body: unknown): body is PlainRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { query, operationName, variables, extensions } = body as Record<string, unknown>;
  return (
    typeof query === 'string' &&
    extensions === undefined &&
    (operationName === undefined || operationName === null || typeof operationName === 'string') &&
    (variables === undefined || variables === null || (typeof variables === 'object' && !Array.isArray(variables)))
  );
}

/** The key of a cacheable request, or undefined when its answer could depend on more than the query. */
function normalisedKey(body: PlainRequest, accept: string, cacheableFields: ReadonlySet<string>): string | undefined {
  let document: DocumentNode;
  try {
    document = parse(body.query);
  } catch {
    return undefined; // Apollo answers the syntax error
  }
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length !== 1 || document.definitions.length !== 1) return undefined;
  const [operation] = operations;
  if (operation.operation !== 'query') return undefined;
  if (body.operationName && operation.name?.value !== body.operationName) return undefined;
  const onlyCacheable = operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      (selection.name.value === '__typename' || cacheableFields.has(selection.name.value)) &&
      (selection.directives ?? []).length === 0,
  );
  if (!onlyCacheable) return undefined;
  return JSON.stringify([accept, print(document), sortedKeys(body.variables ?? {})]);
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * The coding to answer in, from the request's Accept-Encoding: brotli when accepted at least as much as
 * gzip (as the compression middleware prefers), else gzip, else none.
 */
export function preferredCoding(req: Pick<Request, 'headers'>): ContentCoding | undefined {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string' || header === '') return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [coding, ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!coding) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

function encodedBody(answer: CachedAnswer, coding: ContentCoding): Buffer {
  answer.encoded ??= {};
  return (answer.encoded[coding] ??=
    coding === 'br'
      ? brotliCompressSync(answer.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
          },
        })
      : gzipSync(answer.body, { level: 9 }));
}

function send(res: Response, answer: CachedAnswer, coding: ContentCoding | undefined): void {
  res.status(200);
  for (const [name, value] of Object.entries(answer.headers)) {
    // Vary adds to what earlier handlers said (CORS varies by Origin) instead of replacing it.
    if (name === 'vary') res.vary(value);
    else res.setHeader(name, value);
  }
  res.vary('Accept-Encoding');
  const body = coding === undefined ? answer.body : encodedBody(answer, coding);
  if (coding !== undefined) res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', String(body.length));
  res.end(body);
}

/** Keeps the answer Apollo sends for this request, when it is a 200 without errors. */
function capture(res: Response, keep: (answer: CachedAnswer) => void): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && typeof chunk !== 'function') collect(chunk, rest[0]);
    if (res.statusCode === 200) {
      const body = Buffer.concat(chunks);
      if (isAnswerWithoutErrors(body)) {
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = res.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        keep({ body, headers });
      }
    }
    return end(chunk, ...rest);
  }) as Response['end'];
}

function isAnswerWithoutErrors(body: Buffer): boolean {
  try {
    const answer = JSON.parse(body.toString('utf8')) as { data?: unknown; errors?: unknown };
    return answer.errors === undefined && typeof answer.data === 'object' && answer.data !== null;
  } catch {
    return false;
  }
}
