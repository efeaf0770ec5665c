import { StrictMode } from 'react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { escapeHtml, localizedPath, type Language } from '@site/common';
import { App } from './app/App';
import { createPrerenderApolloClient } from './app/apollo';
import { BusinessZoneProvider, PRERENDER_BUSINESS_ZONE } from './app/businessZone';
import { preloadFontUrls } from './app/fonts';
import { createI18n, loadLocale } from './app/i18n';
import { pageMeta } from './app/page-meta';
import { isContentPage, pageFor } from './app/pages';
import { createServerEmotionCache, markServerStyles } from './app/emotion';
import { checkoutGuardScript } from './features/payments/checkout-guard';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath } from './features/seo/og-image';
import { jsonLdScripts, structuredData } from './features/seo/structured-data';

// The prerender script (scripts/prerender.mjs) imports the SSR build of this file.
export { LANGUAGES, localizedPath, PAGE_ROUTES, PAGE_VARIANTS } from '@site/common';
export { bootScript } from './app/boot';
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
  /** A content page: loads the enhance entry, and the app only on demand (app/boot.ts). */
  content: boolean;
  /** The page's link-preview image: where the prerender writes it and the title it shows. */
  ogImage: { path: string; title: string };
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one address (e.g. '/km/faq', or '/payment-success?order=…' for a PAGE_VARIANTS state) to
 * HTML, waiting for its lazy page.
 */
export async function render(location: string): Promise<RenderedPage> {
  const pathname = location.split('?')[0];
  const i18n = createI18n('en', { en: await loadLocale('en'), km: await loadLocale('km') });
  const meta = pageMeta(pathname, i18n.t.bind(i18n));
  const emotionCache = createServerEmotionCache();
  const emotionServer = createEmotionServer(emotionCache);

  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={location}>
        <BusinessZoneProvider value={PRERENDER_BUSINESS_ZONE}>
          <App i18n={i18n} emotionCache={emotionCache} apolloClient={createPrerenderApolloClient()} />
        </BusinessZoneProvider>
      </StaticRouter>
    </StrictMode>,
    // A prerendered page is sent whole, so nothing is gained by streaming it in pieces. With React's
    // default (12.8 kB) the content past that size was written as hidden segments that an inline
    // script reveals on a later animation frame (React 19.2 throttles reveals by 300 ms): the first
    // paint then waited for script, and the page's JavaScript landed on the critical path.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  const styles = markServerStyles(
    emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html)),
  );

  const url = (path: string) => escapeHtml(PUBLIC_URL_TOKEN + path);
  const text = (key: string, options: Record<string, string> = {}) => i18n.t(key, { lng: meta.language, ...options });
  // The image shows the page's own title (the home page's when this is the 404 page).
  const ogImage = {
    path: ogImagePath(meta.route, meta.language),
    title: text(`pages.${meta.route?.id ?? 'home'}.title`),
  };
  const ogImageAlt = escapeHtml(text('meta.ogImageAlt', { title: ogImage.title }));
  // JSON-LD is built here only, so it never ships in the browser's JavaScript.
  const jsonLd = structuredData({
    ...meta,
    t: i18n.t.bind(i18n),
    url: (path) => PUBLIC_URL_TOKEN + path,
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
    `<meta property="og:type" content="website" />`,
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
  ].join('\n    ');

  return {
    language: meta.language,
    html,
    head,
    pageSource: pageFor(meta.route?.id).source,
    content: isContentPage(meta.route?.id),
    ogImage,
  };
}
