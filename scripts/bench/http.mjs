// `npm run bench` part: GET / (a prerendered page) and a partner catalog GraphQL query under load,
// each beside a bare node:http server doing the same minimal work, in the same run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBuilt, run } from '../lib.mjs';
import { machineLine, writeSection } from '../perf-doc.mjs';
import { TABLE_HEAD, load, row, startBaseline, startServer, stop, waitReady } from './lib.mjs';

const SITE_PORT = 3991;
const BASELINE_PORT = 3992;

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
    const json = path.join(dataDir, 'catalog.json');
    const answer = await fetch(`${site.url}/graphql`, { method: 'POST', headers: catalog.headers, body: catalog.body });
    writeFileSync(json, Buffer.from(await answer.arrayBuffer()));
    const catalogHeaders = path.join(dataDir, 'catalog-headers.json');
    writeFileSync(catalogHeaders, JSON.stringify(keptHeaders(answer)));
    await stop(site.child);

    for (const [name, mode, file, options, headers] of [
      ['pageBaseline', 'static', html, page, pageHeaders],
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
${row('POST /graphql catalog query (services + packages, km)', results.catalog, results.catalogBaseline)}
`;
  return markdown;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const markdown = await benchHttp({ databaseUrl: process.env.BENCH_DATABASE_URL });
  writeSection('http', markdown);
  console.log(markdown);
}
