import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { print, type DocumentNode } from 'graphql';
import {
  localizedPath,
  matchPageRoute,
  PAGE_VARIANTS,
  parseLocalizedPath,
  SERVICE_SLUGS,
  type Language,
} from '@site/common';
import type { ContentVersion } from '../content-version.js';
import type { InProcessExecute } from '../graphql/in-process.js';
import type { Logger } from '../logger.js';

/**
 * The routes whose pages show stored content: the server renders them at request time with all their
 * data (the build cannot know it). The other public pages (booking, checkout, the 404 page…) are the
 * app's own screens, and the sign-in page: the server renders them with the saved site settings alone
 * (their footer, contact details and JSON-LD; the sign-in page also names its provider), and the rest
 * of their data loads in the browser as in the build's prerender. Staff pages are the build's files.
 * One id per line.
 */
export const LIVE_ROUTE_IDS: ReadonlySet<string> = new Set([
  'blog',
  'blog-post',
  'work',
  'work-case',
  // The home page's testimonials and latest work, each service page's related work; and the site
  // settings (phone, address, packages) show in every page's footer and JSON-LD, and on /pricing.
  'home',
  'services',
  ...SERVICE_SLUGS.map((slug) => `service-${slug}`),
  'faq',
  'pricing',
  'free-listing',
]);

/** What the SSR build (web/src/entry-server.tsx) offers the server. */
interface SsrModule {
  render(
    url: string,
    options: { apolloClient: unknown; businessTimeZone: string; settingsOnly?: boolean },
  ): Promise<{
    language: Language;
    html: string;
    head: string;
    pageSource: string;
    content: boolean;
    ogImage: { path: string; title: string };
    status: 200 | 404;
  }>;
  createServerApolloClient(execute: InProcessExecute, language: string): unknown;
  preloadPages(): Promise<void>;
  createPageShell(template: string, manifest: unknown): (page: unknown) => string;
  ogImageSvg(input: { title: string; language: Language }): string;
  atomFeed(articles: unknown[], language: Language, url: (path: string) => string): string;
  FeedPostsDocument: DocumentNode;
  svgToPng(svg: string): Promise<Uint8Array>;
}

/**
 * A page rendered from stored content: the whole HTML (tokens not yet filled in) and its status; or,
 * for the former address of what moved (a renamed article), 301 and `location`, its current address.
 */
export interface LivePage {
  html: string;
  status: 200 | 301 | 404;
  /** With 301: the path the page moved to (in the same language). */
  location?: string;
  language: Language;
  ogImage: { path: string; title: string };
}

export interface LivePagesOptions {
  /** web/dist/client; the SSR build is web/dist/server beside it. */
  distDir: string;
  businessTimeZone: string;
  execute: InProcessExecute;
  version: ContentVersion;
  log: Logger;
  /** Rendered pages kept (of the current content version). */
  maxPages?: number;
  /**
   * Where a page of stored content that is not found has moved (the features' `movedPages`): the
   * current address of the English `path` in `language`, or undefined.
   */
  movedTo?: (path: string, language: Language) => Promise<string | undefined>;
}

export interface LivePages {
  /** Whether an address is a public page the server renders (/blog, /km/blog/{slug}, /booking, …). */
  handles(pathname: string): boolean;
  /** Whether it is a page of stored content (rendered with all its data; unrenderable, a 503). */
  stored(pathname: string): boolean;
  /**
   * The page of an address with the content as stored now: from the cache when the content version
   * has not changed since it was rendered, else rendered (once, however many ask at the same time).
   * A query that PAGE_VARIANTS names picks that state of the page (/payment-success?order=…).
   * `key` identifies the rendering (version, path and state), so what is derived from it can be cached too.
   */
  page(pathname: string, query?: URLSearchParams): Promise<{ page: LivePage; key: string }>;
  /** The 404 page in a language, with the saved settings (status 404). */
  notFound(language: Language): Promise<{ page: LivePage; key: string }>;
  /**
   * The PNG link-preview image of a live page (drawn from its title once per distinct image); for the
   * former address of what moved, the address it moved to (`moved`), whose image is the one to show.
   */
  ogImage(pathname: string): Promise<Buffer | { moved: string } | undefined>;
  /** The Atom feed of the published articles in a language (/blog/feed.xml, /km/blog/feed.xml). */
  feed(language: Language): Promise<{ xml: string; key: string }>;
  /** Renders these addresses now, so the first visitors find them ready. */
  warm(paths: readonly string[]): Promise<void>;
}

/** Whether the build holds the SSR module the server renders with. */
export function ssrBuildPresent(distDir: string): boolean {
  return existsSync(path.join(distDir, '..', 'server', 'entry-server.js'));
}

/**
 * Pages of stored content, rendered on demand by the SSR build (the same React app as the build's
 * prerender) with their queries answered in this process, and kept by content version and path: a
 * change to published content (on any instance: the version is read from the database) makes the
 * next request render afresh; until then every request is a lookup.
 */
export function livePages(options: LivePagesOptions): LivePages {
  const { distDir, businessTimeZone, execute, version, log, maxPages = 500, movedTo } = options;
  const serverDir = path.join(distDir, '..', 'server');
  let ssr: Promise<{ module: SsrModule; fill: (page: unknown) => string }> | undefined;
  const load = () =>
    (ssr ??= (async () => {
      // The SSR build leaves React, MUI and Emotion to Node, which picks their builds by NODE_ENV as they
      // load, and MUI names its styles as its modules load: the production ones, as the browser runs
      // (development MUI labels its class names, and the app would compile every rule again when it
      // hydrates). Only while the renderer and every page's chunk load: the rest of the process keeps its own.
      const environment = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      let module: SsrModule;
      try {
        module = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as SsrModule;
        // MUI names its styles as its modules load: every page's, now.
        await module.preloadPages();
      } finally {
        if (environment === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = environment;
      }
      const template = readFileSync(path.join(serverDir, 'template.html'), 'utf8');
      const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as unknown;
      return { module, fill: module.createPageShell(template, manifest) };
    })());

  let cacheVersion = '';
  const cache = new Map<string, Promise<LivePage>>();
  const feeds = new Map<string, Promise<string>>();
  const images = new Map<string, Promise<Buffer>>();

  const render = async (url: string, settingsOnly: boolean): Promise<LivePage> => {
    const { module, fill } = await load();
    const pathname = url.split('?')[0]!;
    const { language } = parseLocalizedPath(pathname);
    const failures: string[] = [];
    // A query that fails (the database away) must not leave a page saying so in the cache.
    const answering: InProcessExecute = async (request) => {
      const result = await execute(request);
      if (result.errors?.length) failures.push(...result.errors.map((error) => error.message));
      return result;
    };
    const apolloClient = module.createServerApolloClient(answering, language);
    const rendered = await module.render(url, { apolloClient, businessTimeZone, settingsOnly });
    if (failures.length > 0) throw new Error(`rendering ${url}: ${failures.join('; ')}`);
    const page = {
      html: fill(rendered),
      status: rendered.status,
      language: rendered.language,
      ogImage: rendered.ogImage,
    };
    return rendered.status === 404 && !settingsOnly ? movedOr(page, pathname) : page;
  };

  /**
   * A page of stored content that is not there (404): the redirect to where it moved, when it did (a
   * renamed article's former slug), else the 404 page. Asked only after rendering, so what an address
   * shows now always wins over what it used to show; cached with the page, by content version (a
   * rename is a save of the content).
   */
  const movedOr = async (page: LivePage, pathname: string): Promise<LivePage> => {
    const { language, path: englishPath } = parseLocalizedPath(pathname);
    const location = await movedTo?.(englishPath, language);
    return location ? { ...page, html: '', status: 301, location } : page;
  };

  const renderFeed = async (language: Language): Promise<string> => {
    const { module } = await load();
    const result = await execute({ query: print(module.FeedPostsDocument), variables: { language }, language });
    if (result.errors?.length || !result.data)
      throw new Error(`the feed's articles: ${String(result.errors?.[0]?.message)}`);
    return module.atomFeed(result.data.posts as unknown[], language, (each) => `__PUBLIC_URL__${each}`);
  };

  /** Renders `url` (a path, or a path with a PAGE_VARIANTS sample query) once per content version. */
  const cached = async (url: string, settingsOnly: boolean) => {
    const current = await version.current();
    if (current !== cacheVersion) {
      cache.clear();
      feeds.clear();
      cacheVersion = current;
    }
    let entry = cache.get(url);
    if (!entry) {
      const started = performance.now();
      entry = render(url, settingsOnly);
      if (cache.size >= maxPages) cache.delete(cache.keys().next().value!);
      cache.set(url, entry);
      entry.then(
        () => log.debug({ path: url, ms: Math.round(performance.now() - started) }, 'page rendered'),
        () => cache.get(url) === entry && cache.delete(url),
      );
    }
    return { page: await entry, key: `${current}:${url}` };
  };

  const page = (pathname: string, query?: URLSearchParams) => {
    const route = matchPageRoute(parseLocalizedPath(pathname).path)?.route;
    const variant = query && PAGE_VARIANTS.find((each) => each.routeId === route?.id && each.applies(query));
    return cached(pathname + (variant?.sample ?? ''), !LIVE_ROUTE_IDS.has(route?.id ?? ''));
  };

  return {
    handles: (pathname) => matchPageRoute(parseLocalizedPath(pathname).path)?.route.access === 'public',
    stored: (pathname) => LIVE_ROUTE_IDS.has(matchPageRoute(parseLocalizedPath(pathname).path)?.route.id ?? ''),
    page,
    async notFound(language) {
      const { page: rendered, key } = await cached(localizedPath('/404', language), true);
      return { page: { ...rendered, status: 404 }, key };
    },
    async ogImage(pathname) {
      const { page: rendered } = await page(pathname);
      if (rendered.status === 301 && rendered.location) return { moved: rendered.location };
      if (rendered.status !== 200) return undefined;
      const { module } = await load();
      const svg = module.ogImageSvg({ title: rendered.ogImage.title, language: rendered.language });
      const hash = createHash('sha256').update(svg).digest('hex');
      let image = images.get(hash);
      if (!image) {
        image = module.svgToPng(svg).then((png) => Buffer.from(png));
        if (images.size >= 200) images.delete(images.keys().next().value!);
        images.set(hash, image);
        image.catch(() => images.delete(hash));
      }
      return image;
    },
    async feed(language) {
      await page(language === 'km' ? '/km/blog' : '/blog'); // the same content version
      let xml = feeds.get(language);
      if (!xml) {
        xml = renderFeed(language);
        feeds.set(language, xml);
        xml.catch(() => feeds.get(language) === xml && feeds.delete(language));
      }
      return { xml: await xml, key: `${cacheVersion}:feed:${language}` };
    },
    async warm(paths) {
      for (const each of paths) {
        try {
          await page(each);
        } catch (error) {
          log.warn({ err: error, path: each }, 'could not render a page ahead of its first visitor');
        }
      }
    },
  };
}
