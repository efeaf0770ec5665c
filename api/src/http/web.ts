import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import {
  BUSINESS_TIMEZONE_TOKEN,
  BUSINESS_ZONE_NAME_TOKEN,
  findPageRoute,
  PAGE_VARIANTS,
  parseLocalizedPath,
  zoneName,
  type Language,
} from '@site/common';
import type { Logger } from '../logger.js';
import { inlineScriptHashes, isStripePage, pageCsp, type SecurityOptions } from './security-headers.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.txt', '.xml', '.svg']);
/** Files whose text holds absolute links to the site: the build writes a token, we put the real address. */
const TEMPLATED = new Set(['.html', '.txt', '.xml']);
const PUBLIC_URL_TOKEN = /__PUBLIC_URL__/g;
const BUSINESS_TIMEZONE_PATTERN = new RegExp(BUSINESS_TIMEZONE_TOKEN, 'g');
const BUSINESS_ZONE_NAME_PATTERN = new RegExp(BUSINESS_ZONE_NAME_TOKEN, 'g');

/** What the server writes into built pages in place of the build's tokens. */
export interface PageSettings {
  publicUrl: string;
  /** BUSINESS_TIMEZONE: the pages read it from a meta tag, and its name appears in their text. */
  businessTimeZone: string;
}

interface Variant {
  body: Buffer;
  etag: string;
}
interface CachedFile {
  type: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  compressible: boolean;
  /** HTML only: sha256 sources of the page's inline scripts, for its Content-Security-Policy. */
  scriptHashes?: string[];
}

/**
 * Serves the built web app from one process: hashed assets (cached for a year), prerendered pages
 * (web/dist/client/<path>/index.html), and the 404 page with HTTP status 404 for any other path.
 * Files are read once and kept in memory with their brotli/gzip variants, made on first request.
 */
export function webHandler(
  distDir: string,
  settings: PageSettings,
  log: Logger,
  security: SecurityOptions = { production: false, publicUrl: settings.publicUrl },
): RequestHandler {
  const { publicUrl, businessTimeZone } = settings;
  // A page under km/ is Khmer; its text names the office's zone in Khmer.
  const languageOf = (file: string): Language =>
    path.relative(distDir, file).split(path.sep)[0] === 'km' ? 'km' : 'en';
  const fillIn = (text: string, file: string) =>
    text
      .replace(PUBLIC_URL_TOKEN, publicUrl)
      .replace(BUSINESS_TIMEZONE_PATTERN, businessTimeZone)
      .replace(BUSINESS_ZONE_NAME_PATTERN, zoneName(businessTimeZone, languageOf(file)));
  const built = existsSync(path.join(distDir, '404.html'));
  if (!built) log.warn({ distDir }, 'the web app is not built: pages answer 503 (run npm run build)');
  const cache = new Map<string, CachedFile | null>();

  const load = (file: string): CachedFile | null => {
    if (cache.has(file)) return cache.get(file)!;
    let entry: CachedFile | null = null;
    try {
      if (statSync(file).isFile()) {
        const ext = path.extname(file);
        let body = readFileSync(file);
        if (TEMPLATED.has(ext)) body = Buffer.from(fillIn(body.toString('utf8'), file));
        entry = {
          type: TYPES[ext] ?? 'application/octet-stream',
          identity: variant(body),
          compressible: COMPRESSIBLE.has(ext) && body.length > 512,
          ...(ext === '.html' ? { scriptHashes: inlineScriptHashes(body.toString('utf8')) } : {}),
        };
      }
    } catch {
      entry = null;
    }
    cache.set(file, entry);
    return entry;
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!built) {
      res.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`, then start again.');
      return;
    }
    const pathname = req.path;
    if (pathname.length > 1 && pathname.endsWith('/')) {
      // One URL per page. Leading slashes are collapsed so '//host/' can never become an open redirect.
      const queryAt = req.originalUrl.indexOf('?');
      const query = queryAt >= 0 ? req.originalUrl.slice(queryAt) : '';
      res.redirect(301, `/${pathname.replace(/^\/+|\/+$/g, '')}${query}`);
      return;
    }
    const target = resolveInside(distDir, pathname);
    const file =
      (target &&
        (path.extname(pathname) ? load(target) : load(path.join(target, pageFile(pathname, req.originalUrl))))) ||
      parameterPageFile(distDir, pathname, load);
    const withCsp = (entry: CachedFile) => {
      if (entry.scriptHashes) {
        res.setHeader('Content-Security-Policy', pageCsp(entry.scriptHashes, isStripePage(pathname), security));
      }
      return entry;
    };
    if (file) {
      send(req, res, withCsp(file), cacheControl(pathname));
      return;
    }
    const { language } = parseLocalizedPath(pathname);
    const notFound = load(path.join(distDir, language === 'km' ? 'km/404.html' : '404.html'));
    res.status(404);
    if (notFound) send(req, res, withCsp(notFound), 'no-cache');
    else res.type('text/plain').send('404 Page Not Found');
  };
}

/**
 * A page of a parameter route (/work/{slug}): the page prerendered once for its pattern, which reads
 * its content once the app has started (issue 32; the server renderer of stored content replaces it).
 */
function parameterPageFile<T>(distDir: string, pathname: string, load: (file: string) => T | null): T | null {
  const { language, path: englishPath } = parseLocalizedPath(pathname);
  const route = findPageRoute(englishPath);
  if (!route?.path.includes(':')) return null;
  return load(path.join(distDir, language === 'km' ? 'km' : '', route.path.slice(1), 'index.html'));
}

/**
 * The prerendered file of a page for this address: index.html, or the state PAGE_VARIANTS prerendered
 * for its query (e.g. /payment-success?order=… is sent as "checking", without an order as "no order").
 */
function pageFile(pathname: string, originalUrl: string): string {
  const queryAt = originalUrl.indexOf('?');
  if (queryAt < 0) return 'index.html';
  const route = findPageRoute(parseLocalizedPath(pathname).path);
  const query = new URLSearchParams(originalUrl.slice(queryAt + 1));
  const variant = PAGE_VARIANTS.find((each) => each.routeId === route?.id && each.applies(query));
  return variant?.file ?? 'index.html';
}

/**
 * How long a browser or crawler may keep a file without asking again. Hashed assets: for ever.
 * /favicon.ico: a year (pages link /favicon.svg; the .ico is only for clients that ask for it by
 * name, and a new mark would come with a new link). Link-preview images: a day (they change only
 * with a page's title). Pages and everything else: revalidated every time (ETag).
 */
function cacheControl(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (pathname === '/favicon.ico') return 'public, max-age=31536000';
  if (pathname.startsWith('/og/') && pathname.endsWith('.png')) return 'public, max-age=86400';
  return 'no-cache';
}

function send(req: Request, res: Response, file: CachedFile, cacheControl: string): void {
  const encoding = file.compressible ? pickEncoding(req.headers['accept-encoding']) : 'identity';
  const chosen = encoding === 'identity' ? file.identity : compressed(file, encoding);
  res.set({
    'Content-Type': file.type,
    'Cache-Control': cacheControl,
    ETag: chosen.etag,
    ...(file.compressible ? { Vary: 'Accept-Encoding' } : {}),
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  if (res.statusCode === 200 && req.headers['if-none-match'] === chosen.etag) {
    res.status(304).end();
    return;
  }
  res.set('Content-Length', String(chosen.body.length));
  if (req.method === 'HEAD') res.end();
  else res.end(chosen.body);
}

function compressed(file: CachedFile, encoding: 'br' | 'gzip'): Variant {
  if (encoding === 'br') {
    file.br ??= variant(
      brotliCompressSync(file.identity.body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: file.identity.body.length },
      }),
      'br',
    );
    return file.br;
  }
  file.gzip ??= variant(gzipSync(file.identity.body, { level: 9 }), 'gz');
  return file.gzip;
}

function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = String(header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0+)?$/.test(q.trim()))
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

function variant(body: Buffer, suffix = ''): Variant {
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${hash}${suffix ? `-${suffix}` : ''}"` };
}

/** The file path for a URL path, or null when it would leave the build directory. */
function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const resolved = path.resolve(root, `.${decoded}`);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : null;
}
