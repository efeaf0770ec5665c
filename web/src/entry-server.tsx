import { StrictMode } from 'react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import {
  escapeHtml,
  LANGUAGE_TAGS,
  LANGUAGES,
  localizedPath,
  matchPageRoute,
  parseLocalizedPath,
  zoneName,
  type Language,
} from '@site/common';
import { App } from './app/App';
import { APOLLO_STATE_ID, createPrerenderApolloClient } from './app/apollo';
import { BusinessZoneProvider, PRERENDER_BUSINESS_ZONE, type BusinessZone } from './app/businessZone';
import {
  AuthProviderDocument,
  BlogPostDocument,
  CaseStudyDocument,
  SiteSettingsDocument,
  type BlogPostQuery,
} from './gql/graphql';
import { preloadFontUrls } from './app/fonts';
import { createI18n, loadLocale } from './app/i18n';
import { pageMeta } from './app/page-meta';
import { ALL_PAGES, isContentPage, pageFor } from './app/pages';
import { createServerEmotionCache, markServerStyles } from './app/emotion';
import { checkoutGuardScript } from './features/payments/checkout-guard';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath } from './features/seo/og-image';
import { jsonLdScripts, structuredData } from './features/seo/structured-data';

// The prerender script (scripts/prerender.mjs) imports the SSR build of this file.
export { LANGUAGES, localizedPath, PAGE_ROUTES, PAGE_VARIANTS } from '@site/common';
export { bootScript } from './app/boot';
export { createServerApolloClient } from './app/apollo';
export { createPageShell } from './page-shell';
export { atomFeed } from './features/blog/feed';

/** Loads every page's chunk now (the server does, while NODE_ENV says production: live-pages.ts). */
export async function preloadPages(): Promise<void> {
  // One after the other: Node's loader copes with many at once, jest's module linker (tests) does not.
  for (const page of ALL_PAGES) await page.load();
}
export { FeedPostsDocument } from './gql/graphql';
export { faviconIco, ogImageSvg, svgToPng } from './features/seo/og-image';

/** Absolute URLs are written with this token; the server replaces it with PUBLIC_URL at serve time. */
const PUBLIC_URL_TOKEN = '__PUBLIC_URL__';

export interface RenderedPage {
  language: Language;
  /** The app's HTML for <div id="root">. */
  html: string;
  /** Title, meta, links and the critical Emotion CSS for <head>. */
  head: string;
  /** Source file of the page's chunk (a key of Vite's manifest), for modulepreload links. */
  pageSource: string;
  /** A page of the staff workspace (SPEC access 'login'): its boot also loads the staff messages (app/i18n.ts). */
  staff: boolean;
  /** A content page: loads the enhance entry, and the app only on demand (app/boot.ts). */
  content: boolean;
  /** The page's link-preview image: where the prerender writes it and the title it shows. */
  ogImage: { path: string; title: string };
  /** 404: an address of a stored page whose content does not exist (or is not published). */
  status: 200 | 404;
}

export interface RenderOptions {
  /**
   * A client whose queries the server answers (createServerApolloClient): the page is rendered with
   * its stored content, and the answers are embedded for hydration. Without one (the build's
   * prerender), queries render their loading state.
   */
  apolloClient?: ApolloClient;
  /** BUSINESS_TIMEZONE when the server renders at request time (dates are computed in it). */
  businessTimeZone?: string;
  /**
   * An app screen (booking, checkout, 404) or the sign-in page: only the site settings (and on the
   * sign-in page the provider's name) are asked of `apolloClient` (the footer, contact details and
   * JSON-LD show what admins saved); the page's other queries render their loading state, as in the
   * build's prerender, and run in the browser.
   */
  settingsOnly?: boolean;
}

/** An article's stored words, as the page rendered them (from the Apollo cache). */
function storedArticle(client: ApolloClient, slug: string, language: Language): BlogPostQuery['post'] | undefined {
  const data = client.readQuery({ query: BlogPostDocument, variables: { slug, language: language as never } });
  return data?.post;
}

/** The case study a page rendered, from the answers it rendered with (null: none by that slug). */
function storedCaseStudy(client: ApolloClient, slug: string, language: Language) {
  const data = client.readQuery({ query: CaseStudyDocument, variables: { slug, language: language as never } });
  return data?.caseStudy;
}

const isSignInPage = (pathname: string) => matchPageRoute(parseLocalizedPath(pathname).path)?.route.id === 'signin';

/** Routes whose page is one stored item by its slug: unknown or unpublished, the 404 page with status 404. */
const STORED_ITEM_ROUTES = new Set(['blog-post', 'work-case']);

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one address (e.g. '/km/faq', or '/payment-success?order=…' for a PAGE_VARIANTS state) to
 * HTML, waiting for its lazy page.
 */
export async function render(location: string, options: RenderOptions = {}): Promise<RenderedPage> {
  const pathname = location.split('?')[0];
  const i18n = createI18n('en', { en: await loadLocale('en'), km: await loadLocale('km') });
  const emotionCache = createServerEmotionCache();
  const emotionServer = createEmotionServer(emotionCache);
  let { apolloClient } = options;
  if (apolloClient && options.settingsOnly) {
    const server = apolloClient;
    const { data } = await server.query({ query: SiteSettingsDocument });
    // The sign-in page is a content page: its button names the provider (runtime configuration) in
    // the HTML, with no script to ask for it.
    const provider = isSignInPage(pathname) ? (await server.query({ query: AuthProviderDocument })).data : undefined;
    apolloClient = createPrerenderApolloClient();
    if (data) apolloClient.writeQuery({ query: SiteSettingsDocument, data });
    if (provider) apolloClient.writeQuery({ query: AuthProviderDocument, data: provider });
  }
  const answers = apolloClient && !options.settingsOnly;
  const zone: BusinessZone = options.businessTimeZone
    ? { timeZone: options.businessTimeZone, name: (language) => zoneName(options.businessTimeZone!, language) }
    : PRERENDER_BUSINESS_ZONE;

  const tree = (
    <StrictMode>
      <StaticRouter location={location}>
        <BusinessZoneProvider value={zone}>
          <App i18n={i18n} emotionCache={emotionCache} apolloClient={apolloClient ?? createPrerenderApolloClient()} />
        </BusinessZoneProvider>
      </StaticRouter>
    </StrictMode>
  );
  // A prerendered page is sent whole, so nothing is gained by streaming it in pieces. With React's
  // default (12.8 kB) the content past that size was written as hidden segments that an inline
  // script reveals on a later animation frame (React 19.2 throttles reveals by 300 ms): the first
  // paint then waited for script, and the page's JavaScript landed on the critical path.
  const whole = (node: React.ReactNode) =>
    prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  // With a client that answers, Apollo renders again until every query of the page has its answer.
  const html = answers
    ? (await prerenderStatic({ tree, renderFunction: whole, maxRerenders: 5 })).result
    : await streamToString((await whole(tree)).prelude);

  // A page of stored content takes its title and description from what it rendered.
  const { language, path } = parseLocalizedPath(pathname);
  const matched = matchPageRoute(path);
  const article =
    apolloClient && matched?.route.id === 'blog-post'
      ? storedArticle(apolloClient, matched.params.slug ?? '', language)
      : undefined;
  const caseStudy =
    apolloClient && matched?.route.id === 'work-case'
      ? storedCaseStudy(apolloClient, matched.params.slug ?? '', language)
      : undefined;
  const stored = article ?? caseStudy;
  const missing = STORED_ITEM_ROUTES.has(matched?.route.id ?? '') && !stored;
  const meta = missing
    ? pageMeta(localizedPath('/404', language), i18n.t.bind(i18n))
    : pageMeta(pathname, i18n.t.bind(i18n));
  if (stored) {
    meta.title = i18n.t('meta.titleTemplate', { lng: language, title: stored.title });
    meta.description = stored.summary;
    meta.canonicalPath = localizedPath(path, language);
    meta.alternates = [
      ...LANGUAGES.map((lng) => ({ hreflang: LANGUAGE_TAGS[lng], path: localizedPath(path, lng) })),
      { hreflang: 'x-default', path },
    ];
  }
  const styles = markServerStyles(
    emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html)),
  );

  const url = (path: string) => escapeHtml(PUBLIC_URL_TOKEN + path);
  const text = (key: string, options: Record<string, string> = {}) => i18n.t(key, { lng: meta.language, ...options });
  // The image shows the page's own title (the home page's when this is the 404 page).
  const ogImage = stored
    ? { path: `/og/${language}${path}.png`, title: stored.title }
    : { path: ogImagePath(meta.route, meta.language), title: text(`pages.${meta.route?.id ?? 'home'}.title`) };
  const ogImageAlt = escapeHtml(text('meta.ogImageAlt', { title: ogImage.title }));
  // JSON-LD is built here only, so it never ships in the browser's JavaScript.
  // The site settings the page rendered with (the footer's query): its JSON-LD says the same.
  const settings = apolloClient?.readQuery({ query: SiteSettingsDocument })?.siteSettings;
  const jsonLd = structuredData({
    ...meta,
    settings,
    t: i18n.t.bind(i18n),
    url: (each) => PUBLIC_URL_TOKEN + each,
    path,
    article: stored
      ? {
          title: stored.title,
          summary: stored.summary,
          publishedAt: String(stored.publishedAt),
          updatedAt: String(stored.updatedAt),
          image: ogImage.path,
        }
      : undefined,
  });
  const head = [
    // No plan chosen: back to the packages before anything is painted (SPEC §8).
    ...(meta.route?.id === 'checkout'
      ? [`<script>${checkoutGuardScript(localizedPath('/pricing', meta.language))}</script>`]
      : []),
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="robots" content="${meta.robots}" />`,
    ...(meta.canonicalPath !== undefined
      ? [
          `<link rel="canonical" href="${url(meta.canonicalPath)}" />`,
          ...meta.alternates.map(
            ({ hreflang, path }) => `<link rel="alternate" hreflang="${hreflang}" href="${url(path)}" />`,
          ),
          `<meta property="og:url" content="${url(meta.canonicalPath)}" />`,
        ]
      : []),
    `<meta property="og:type" content="${article ? 'article' : 'website'}" />`,
    ...(article?.publishedAt
      ? [`<meta property="article:published_time" content="${escapeHtml(String(article.publishedAt))}" />`]
      : []),
    // The feed of the articles, for readers that find it from the page.
    ...(meta.route?.id === 'blog' || article
      ? [
          `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(text('articles.feed'))}" href="${url(localizedPath('/blog/feed.xml', language))}" />`,
        ]
      : []),
    `<meta property="og:site_name" content="Angkor Digital" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:locale" content="${meta.language === 'km' ? 'km_KH' : 'en_US'}" />`,
    `<meta property="og:locale:alternate" content="${meta.language === 'km' ? 'en_US' : 'km_KH'}" />`,
    `<meta property="og:image" content="${url(ogImage.path)}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${OG_IMAGE_WIDTH}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE_HEIGHT}" />`,
    `<meta property="og:image:alt" content="${ogImageAlt}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${url(ogImage.path)}" />`,
    `<meta name="twitter:image:alt" content="${ogImageAlt}" />`,
    ...preloadFontUrls(meta.language).map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`,
    ),
    styles,
    ...jsonLdScripts(jsonLd),
    // The answers the page rendered with, for hydration (app/apollo.ts); '<' escaped so no text closes it.
    ...(apolloClient
      ? [
          `<script type="application/json" id="${APOLLO_STATE_ID}">${JSON.stringify(apolloClient.extract()).replace(/</g, '\\u003c')}</script>`,
        ]
      : []),
  ].join('\n    ');

  return {
    language: meta.language,
    html,
    head,
    pageSource: pageFor(meta.route?.id).source,
    staff: meta.route?.access === 'login',
    content: isContentPage(meta.route?.id),
    ogImage,
    status: missing ? 404 : 200,
  };
}
