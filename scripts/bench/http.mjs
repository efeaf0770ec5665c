// `npm run bench` part: GET / (a prerendered page) and a partner catalog GraphQL query under load,
// each beside a bare node:http server doing the same minimal work, in the same run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBuilt, run } from '../lib.mjs';
import { machineLine, writeSection } from '../perf-doc.mjs';
import { TABLE_HEAD, load, median, row, sleep, startBaseline, startServer, stop, waitReady } from './lib.mjs';

const SITE_PORT = 3991;
const BASELINE_PORT = 3992;
/** A page the server renders from stored content (the article the site ships with) and keeps cached. */
const ARTICLE_PAGE = '/blog/angkor-digital-company-review';
const PUBLISH_RUNS = 5;

/**
 * How long after a publish the new article is served: a staff member signs in (the built-in provider),
 * saves and publishes an article through GraphQL; then its page and /blog are asked for every 10 ms
 * until they show it. The content version is read every second, so this is at most about 1 s
 * plus one render.
 */
async function publishToServed(siteUrl) {
  const { TestBrowser } = await import('../../api/src/test/browser.ts');
  // Signed in at the site's own address (PUBLIC_URL's default names localhost): its cookies are for it.
  const own = siteUrl.replace('127.0.0.1', 'localhost');
  const staff = new TestBrowser();
  const toInteraction = await staff.follow(`${own}/api/login`, (next) => /\/interaction\/[^/]+$/.test(next));
  const interaction = toInteraction.at(-1).location;
  const posted = await staff.request(`${interaction}/login`, { form: { email: 'staff@example.com' } });
  const back = await staff.follow(posted.location, (next) => next.startsWith(`${own}/api/callback`));
  await staff.request(back.at(-1).location);
  const call = async (query, variables) => {
    const answer = await staff.request(`${own}/graphql`, { json: { query, variables } });
    const body = JSON.parse(answer.text);
    if (body.errors) throw new Error(`bench publish: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const page = [];
  const list = [];
  for (let i = 0; i < PUBLISH_RUNS; i += 1) {
    const slug = `bench-${Date.now().toString(36)}-${i}`;
    const words = (en, km) => ({ en, km });
    const { savePost } = await call('mutation($input: PostInput!) { savePost(input: $input) { id } }', {
      input: {
        slug,
        title: words(`Benchmark article ${i}`, `អត្ថបទវាស់ល្បឿន ${i}`),
        summary: words('Measured.', 'បានវាស់។'),
        body: words('## One\n\nText.', '## មួយ\n\nអត្ថបទ។'),
      },
    });
    // /blog is cached before the publish, as on a site in use.
    await (await fetch(`${siteUrl}/blog`)).text();
    const published = performance.now();
    await call('mutation($id: ID!) { publishPost(id: $id) { id } }', { id: savePost.id });
    const waitFor = async (path, seen) => {
      for (;;) {
        const response = await fetch(`${siteUrl}${path}`);
        const text = await response.text();
        if (seen(response, text)) return performance.now() - published;
        await sleep(10);
      }
    };
    const [onPage, onList] = await Promise.all([
      waitFor(`/blog/${slug}`, (response) => response.status === 200),
      waitFor('/blog', (_, text) => text.includes(`/blog/${slug}"`)),
    ]);
    page.push(onPage);
    list.push(onList);
  }
  return { page, list };
}

export const CATALOG_QUERY = `query Catalog($language: Language!) {
  services(language: $language) { slug name description keyFeatures url }
  packages(language: $language) { id name formattedPrice supportMonths pages popular url }
}`;

/** What a phone's Chrome sends when it opens a page (Chrome 131 on Android), brotli accepted. */
const BROWSER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9,km;q=0.8',
  'sec-ch-ua': '"Chromium";v="131", "Not_A Brand";v="24"',
  'sec-ch-ua-mobile': '?1',
  'sec-ch-ua-platform': '"Android"',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'none',
  'sec-fetch-user': '?1',
  'upgrade-insecure-requests': '1',
};

export async function benchHttp({ seconds = 10, connections = 50, databaseUrl } = {}) {
  if (!isBuilt()) run('node', ['scripts/build.mjs']);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-http-'));
  const site = startServer(SITE_PORT, dataDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const results = {};
  try {
    await waitReady(site);
    const page = { headers: BROWSER_HEADERS, seconds, connections };
    const catalog = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
      body: JSON.stringify({ query: CATALOG_QUERY, variables: { language: 'km' } }),
      seconds,
      connections,
    };
    // Warm up (first requests compress and cache), then measure.
    await load(`${site.url}/`, { ...page, seconds: 2 });
    await load(`${site.url}/graphql`, { ...catalog, seconds: 2 });
    results.page = await load(`${site.url}/`, page);
    results.catalog = await load(`${site.url}/graphql`, catalog);
    // Its first request renders it (and loads the SSR build): answered before the warm-up starts.
    await (await fetch(`${site.url}${ARTICLE_PAGE}`, { headers: BROWSER_HEADERS })).arrayBuffer();
    await load(`${site.url}${ARTICLE_PAGE}`, { ...page, seconds: 2 });
    results.article = await load(`${site.url}${ARTICLE_PAGE}`, page);

    // The baselines answer with the very same bytes: the body and the headers (the security headers,
    // content type, caching; not the per-response Date, request id and connection fields).
    const VARYING = new Set([
      'date',
      'x-request-id',
      'connection',
      'keep-alive',
      'content-length',
      'transfer-encoding',
    ]);
    const keptHeaders = (response) =>
      Object.fromEntries([...response.headers].filter(([name]) => !VARYING.has(name) && name !== 'content-encoding'));
    const html = path.join(dataDir, 'index.html');
    const pageAnswer = await fetch(`${site.url}/`, { headers: BROWSER_HEADERS });
    writeFileSync(html, await pageAnswer.text());
    const pageHeaders = path.join(dataDir, 'page-headers.json');
    writeFileSync(pageHeaders, JSON.stringify(keptHeaders(pageAnswer)));
    const articleHtml = path.join(dataDir, 'article.html');
    const articleAnswer = await fetch(`${site.url}${ARTICLE_PAGE}`, { headers: BROWSER_HEADERS });
    writeFileSync(articleHtml, await articleAnswer.text());
    const articleHeaders = path.join(dataDir, 'article-headers.json');
    writeFileSync(articleHeaders, JSON.stringify(keptHeaders(articleAnswer)));
    results.publish = await publishToServed(site.url);
    const json = path.join(dataDir, 'catalog.json');
    const answer = await fetch(`${site.url}/graphql`, { method: 'POST', headers: catalog.headers, body: catalog.body });
    writeFileSync(json, Buffer.from(await answer.arrayBuffer()));
    const catalogHeaders = path.join(dataDir, 'catalog-headers.json');
    writeFileSync(catalogHeaders, JSON.stringify(keptHeaders(answer)));
    await stop(site.child);

    for (const [name, mode, file, options, headers] of [
      ['pageBaseline', 'static', html, page, pageHeaders],
      ['articleBaseline', 'static', articleHtml, page, articleHeaders],
      ['catalogBaseline', 'json', json, catalog, catalogHeaders],
    ]) {
      const baseline = await startBaseline(BASELINE_PORT, mode, { BASELINE_FILE: file, BASELINE_HEADERS: headers });
      try {
        await load(`${baseline.url}/`, { ...options, seconds: 2 });
        results[name] = await load(`${baseline.url}/`, options);
      } finally {
        await stop(baseline.child);
      }
    }
  } finally {
    await stop(site.child);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const markdown = `## Pages and the partner API under load

Written by \`npm run bench\` (scripts/bench/http.mjs). ${machineLine()}
autocannon with ${connections} connections for ${seconds} s per call, after a 2 s warm-up; the site is the
production build (\`npm start\`, ${databaseUrl ? 'a PostgreSQL server' : 'embedded PGlite'}); the load generator runs on the same 2 cores.
Each baseline is a bare node:http server in its own process doing the same minimal work and answering
the same bytes, headers included (the site's security headers, content type and caching; only Date, the
request id and the connection fields differ): the page baseline sends the same prerendered HTML from
memory (brotli, as the site sends it); page requests carry
the headers a phone's Chrome sends (user agent, Accept, Accept-Language, client hints, Sec-Fetch-*); the catalog
baseline reads the POST body, parses it as JSON and sends the same answer bytes.

${TABLE_HEAD}
${row('GET / (prerendered, brotli)', results.page, results.pageBaseline)}
${row(`GET ${ARTICLE_PAGE} (rendered from the database, cached by content version, brotli)`, results.article, results.articleBaseline)}
${row('POST /graphql catalog query (services + packages, km)', results.catalog, results.catalogBaseline)}

From publish to served (issue 32: on the site within 5 s): a staff member publishes a new article
through GraphQL (\`publishPost\`), then its page and \`/blog\` are asked for every 10 ms until they show
it; ${PUBLISH_RUNS} articles, one after the other, with \`/blog\` cached before each publish. The instance that
saves reads the content version again as soon as the write is committed; every other instance reads it
from the database every second in the background. A changed page is rendered once, on its next request.

| from publish until | median ms | slowest ms |
|---|---|---|
| its page answers 200 | ${Math.round(median(results.publish.page))} | ${Math.round(Math.max(...results.publish.page))} |
| /blog lists it | ${Math.round(median(results.publish.list))} | ${Math.round(Math.max(...results.publish.list))} |
`;
  return markdown;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const markdown = await benchHttp({ databaseUrl: process.env.BENCH_DATABASE_URL });
  writeSection('http', markdown);
  console.log(markdown);
}
