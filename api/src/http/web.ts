import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import {
  BUSINESS_TIMEZONE_TOKEN,
  BUSINESS_ZONE_NAME_TOKEN,
  findPageRoute,
  localizedPath,
  PAGE_VARIANTS,
  parseLocalizedPath,
  zoneName,
  type Language,
} from '@site/common';
import type { Logger } from '../logger.js';
import type { LivePage, LivePages } from './live-pages.js';
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
  live?: LivePages,
): RequestHandler {
  const { publicUrl, businessTimeZone } = settings;
  // A page under km/ is Khmer; its text names the office's zone in Khmer.
  const languageOf = (file: string): Language =>
    path.relative(distDir, file).split(path.sep)[0] === 'km' ? 'km' : 'en';
  const fillIn = (text: string, file: string, language: Language = languageOf(file)) =>
    text
      .replace(PUBLIC_URL_TOKEN, publicUrl)
      .replace(BUSINESS_TIMEZONE_PATTERN, businessTimeZone)
      .replace(BUSINESS_ZONE_NAME_PATTERN, zoneName(businessTimeZone, language));
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

  // Pages of stored content as rendered for a content version (live-pages.ts), ready to send.
  const liveFiles = new Map<string, CachedFile>();
  const liveFile = (key: string, html: string, language: Language): CachedFile => {
    let entry = liveFiles.get(key);
    if (!entry) {
      const body = Buffer.from(fillIn(html, '', language));
      entry = {
        type: TYPES['.html']!,
        identity: variant(body),
        compressible: body.length > 512,
        scriptHashes: inlineScriptHashes(body.toString('utf8')),
      };
      if (liveFiles.size >= 500) liveFiles.delete(liveFiles.keys().next().value!);
      liveFiles.set(key, entry);
    }
    return entry;
  };
  /**
   * A page the server renders (live-pages.ts). When it cannot (the database or the renderer failed): a
   * page of stored content answers 503 (never cached, asked again soon) with the build's page where
   * there is one (/blog: the page around a list still loading; the app asks again when it runs); an
   * app screen (booking, checkout, the 404 page) is the build's own file, as it was before the server
   * rendered it, since its data loads in the browser anyway.
   */
  const serveLive = async (
    req: Request,
    res: Response,
    render: () => Promise<{ page: LivePage; key: string }>,
    fallback: { file: string; status: number; stored: boolean },
  ) => {
    const pathname = req.path;
    try {
      const { page, key } = await render();
      if (page.location) {
        moved(req, res, page.location);
        return;
      }
      const file = liveFile(key, page.html, page.language);
      if (file.scriptHashes)
        res.setHeader('Content-Security-Policy', pageCsp(file.scriptHashes, isStripePage(pathname), security));
      res.status(page.status);
      send(req, res, file, 'no-cache');
    } catch (error) {
      log.error({ err: error, path: pathname }, 'a page could not be rendered');
      const built = load(fallback.file);
      if (fallback.stored) res.status(503).set('Retry-After', '5');
      else res.status(fallback.status);
      if (built) {
        res.setHeader('Content-Security-Policy', pageCsp(built.scriptHashes ?? [], isStripePage(pathname), security));
        send(req, res, built, fallback.stored ? 'no-store' : 'no-cache');
      } else res.status(503).set('Cache-Control', 'no-store').type('text/plain').send('503 Service Unavailable');
    }
  };
  const serveFeed = async (req: Request, res: Response, language: Language, next: (error?: unknown) => void) => {
    try {
      const { xml, key } = await live!.feed(language);
      let file = liveFiles.get(key);
      if (!file) {
        const body = Buffer.from(fillIn(xml, '', language));
        file = { type: 'application/atom+xml; charset=utf-8', identity: variant(body), compressible: true };
        liveFiles.set(key, file);
      }
      send(req, res, file, 'no-cache');
    } catch (error) {
      next(error);
    }
  };
  const serveLiveImage = async (req: Request, res: Response, pathname: string, next: (error?: unknown) => void) => {
    try {
      const png = await live!.ogImage(pathname);
      if (!png) {
        next();
        return;
      }
      if (!Buffer.isBuffer(png)) {
        // Shared before a rename: the card's image follows the page to its current address.
        const to = parseLocalizedPath(png.moved);
        moved(req, res, `/og/${to.language}${to.path}.png`);
        return;
      }
      send(req, res, { type: 'image/png', identity: variant(png), compressible: false }, 'public, max-age=86400');
    } catch (error) {
      next(error);
    }
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (live && built) {
      if (!path.extname(req.path) && live.handles(req.path) && !(req.path.length > 1 && req.path.endsWith('/'))) {
        const target = resolveInside(distDir, req.path);
        const query = new URLSearchParams(req.originalUrl.includes('?') ? req.originalUrl.split('?')[1] : '');
        void serveLive(req, res, () => live.page(req.path, query), {
          file: target ? path.join(target, pageFile(req.path, req.originalUrl)) : '',
          status: 200,
          stored: live.stored(req.path),
        });
        return;
      }
      if (req.path === '/blog/feed.xml' || req.path === '/km/blog/feed.xml') {
        void serveFeed(req, res, req.path.startsWith('/km/') ? 'km' : 'en', next);
        return;
      }
      // An article's or case study's link-preview image: /og/<language>/{blog,work}/<slug>.png, drawn
      // from its page's title.
      const image = /^\/og\/(en|km)(\/(?:blog|work)\/[^/]+)\.png$/.exec(req.path);
      if (image && live.handles(image[2]!)) {
        void serveLiveImage(req, res, localizedPath(image[2]!, image[1] as Language), next);
        return;
      }
    }
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
      target && (path.extname(pathname) ? load(target) : load(path.join(target, pageFile(pathname, req.originalUrl))));
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
    const notFoundFile = path.join(distDir, language === 'km' ? 'km/404.html' : '404.html');
    if (live && !path.extname(pathname)) {
      void serveLive(req, res, () => live.notFound(language), { file: notFoundFile, status: 404, stored: false });
      return;
    }
    const notFound = load(notFoundFile);
    res.status(404);
    if (notFound) send(req, res, withCsp(notFound), 'no-cache');
    else res.type('text/plain').send('404 Page Not Found');
  };
}

/**
 * 301 to where a page of stored content moved (a renamed article), with the address's query. Revalidated
 * each time like the pages (`no-cache`): should another article take the old slug over, browsers that
 * followed the redirect before find that article, not a redirect they kept.
 */
function moved(req: Request, res: Response, location: string): void {
  const queryAt = req.originalUrl.indexOf('?');
  res.set('Cache-Control', 'no-cache');
  res.redirect(301, location + (queryAt >= 0 ? req.originalUrl.slice(queryAt) : ''));
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
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  // Added to what a route before may have said (the sign-in page varies by Cookie).
  if (file.compressible) res.vary('Accept-Encoding');
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
