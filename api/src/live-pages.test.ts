import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { validateXML } from 'xmllint-wasm';
import { BLOG_ARTICLE, SIGNED_IN_COOKIE } from '@site/common';
import { TestBrowser, finishSignIn, signIn } from './test/browser.js';
import { clientIp, graphql, startTestApp, startTestCluster, type TestApp, type TestCluster } from './test/test-app.js';
import { waitUntil } from './test/wait.js';

// Pages of stored content (the blog) are rendered by the server from the SSR build at request time:
// these tests need `npm run build` (web/dist/server/entry-server.js).
const SSR_BUILD = path.resolve(import.meta.dirname, '../../web/dist/server/entry-server.js');

/** What the issue allows between a publish and every instance serving it. */
const LIVE_WITHIN_MS = 5000;

const FIELDS = 'id slug status revision publishedAt';
type Saved = { id: string; slug: string; status: string; revision: number; publishedAt: string | null };

let slugs = 0;
const article = (overrides: { body?: string; title?: string } = {}) => {
  slugs += 1;
  return {
    slug: `guesthouse-photos-${Date.now().toString(36)}-${slugs}`,
    title: { en: overrides.title ?? 'Photos that fill a guesthouse', km: 'រូបថតដែលធ្វើឱ្យផ្ទះសំណាក់ពេញ' },
    summary: {
      en: 'Why the first photo decides a booking, and how to take it.',
      km: 'ហេតុអ្វីរូបថតទីមួយសម្រេចការកក់ និងរបៀបថតវា។',
    },
    body: {
      en: overrides.body ?? '## Light\n\nShoot in the morning. See [our prices](/pricing).\n\n- one\n- two',
      km: '## ពន្លឺ\n\nថតនៅពេលព្រឹក។',
    },
    tags: ['photos'],
  };
};

async function staffOn(url: string): Promise<TestBrowser> {
  const browser = new TestBrowser();
  await finishSignIn(browser, (await signIn(browser, url, 'staff@example.com')).callbackUrl);
  return browser;
}

async function write(url: string, staff: TestBrowser, input: ReturnType<typeof article>): Promise<Saved> {
  const response = await graphql<{ savePost: Saved }>(
    url,
    `mutation($input: PostInput!) { savePost(input: $input) { ${FIELDS} } }`,
    { input },
    { cookie: staff.cookieHeader(), ...clientIp() },
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.savePost;
}

async function publish(url: string, staff: TestBrowser, id: string, at?: Date): Promise<Saved> {
  const response = await graphql<{ publishPost: Saved }>(
    url,
    `mutation($id: ID!, $at: DateTimeISO) { publishPost(id: $id, at: $at) { ${FIELDS} } }`,
    { id, at: at?.toISOString() },
    { cookie: staff.cookieHeader(), ...clientIp() },
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.publishPost;
}

async function unpublish(url: string, staff: TestBrowser, id: string): Promise<void> {
  const response = await graphql(
    url,
    `mutation($id: ID!) { unpublishPost(id: $id) { ${FIELDS} } }`,
    { id },
    { cookie: staff.cookieHeader(), ...clientIp() },
  );
  expect(response.body.errors).toBeUndefined();
}

async function get(url: string): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(url);
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** Polls a page until `check` holds, failing after the 5 seconds; returns how long it took. */
async function within5s(what: string, url: string, check: (page: { status: number; text: string }) => boolean) {
  const started = Date.now();
  await waitUntil(what, async () => check(await get(url)), LIVE_WITHIN_MS);
  return Date.now() - started;
}

const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

beforeAll(() => {
  if (!existsSync(SSR_BUILD)) throw new Error(`no SSR build at ${SSR_BUILD}: run npm run build first`);
});

describe('pages of stored content on one instance', () => {
  let t: TestApp;
  let staff: TestBrowser;
  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'error' });
    staff = await staffOn(t.url);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('list the stored articles on /blog and /km/blog, starting with the one the site shipped with', async () => {
    const en = await get(`${t.url}/blog`);
    expect(en.status).toBe(200);
    expect(en.text).toContain(`href="/blog/${BLOG_ARTICLE.slug}"`);
    expect(en.text).toContain(BLOG_ARTICLE.title.en);
    const km = await get(`${t.url}/km/blog`);
    expect(km.status).toBe(200);
    expect(km.text).toContain(`href="/km/blog/${BLOG_ARTICLE.slug}"`);
    expect(km.text).toContain(BLOG_ARTICLE.title.km);
    expect(km.text).toContain('<html lang="km">');
    // The answers the page was rendered with travel with it, for hydration.
    expect(en.text).toMatch(/<script type="application\/json" id="apollo-state">\{.*ROOT_QUERY/);
  });

  it('show a published article on its own page in both languages, with its metadata, within 5 s', async () => {
    const listed = await get(`${t.url}/blog`); // the list is cached before the publish
    expect(listed.status).toBe(200);
    const saved = await write(t.url, staff, article());
    await publish(t.url, staff, saved.id);
    const page = `${t.url}/blog/${saved.slug}`;
    await within5s('the new article on /blog', `${t.url}/blog`, ({ text }) => text.includes(`/blog/${saved.slug}"`));
    const list = (await get(`${t.url}/blog`)).text;
    // Newest first.
    expect(list.indexOf(`/blog/${saved.slug}"`)).toBeLessThan(list.indexOf(`/blog/${BLOG_ARTICLE.slug}"`));

    const en = await get(page);
    expect(en.status).toBe(200);
    expect(en.text).toContain('<title>Photos that fill a guesthouse | Angkor Digital</title>');
    expect(en.text).toContain('<h2>Light</h2>');
    expect(en.text).toContain('<a href="/pricing">our prices</a>');
    expect(en.text).toContain(`<link rel="canonical" href="${t.url}/blog/${saved.slug}" />`);
    expect(en.text).toContain(`<link rel="alternate" hreflang="km" href="${t.url}/km/blog/${saved.slug}" />`);
    expect(en.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    const ld = jsonLd(en.text).find((item) => item['@type'] === 'Article');
    expect(ld).toMatchObject({
      headline: 'Photos that fill a guesthouse',
      inLanguage: 'en',
      url: `${t.url}/blog/${saved.slug}`,
      image: { url: `${t.url}/og/en/blog/${saved.slug}.png`, width: 1200, height: 630 },
    });

    const km = await get(`${t.url}/km/blog/${saved.slug}`);
    expect(km.status).toBe(200);
    expect(km.text).toContain('<h2>ពន្លឺ</h2>');
    expect(km.text).toContain('រូបថតដែលធ្វើឱ្យផ្ទះសំណាក់ពេញ');

    // Its link-preview image, drawn on demand: a 1200×630 PNG.
    const image = await fetch(`${t.url}/og/km/blog/${saved.slug}.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await image.arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await fetch(`${t.url}/og/km/blog/no-such-article.png`)).status).toBe(404);

    // Taken down: gone from the list, and its page is the 404 page.
    await unpublish(t.url, staff, saved.id);
    await within5s('the unpublished article gone', page, ({ status }) => status === 404);
    expect((await get(`${t.url}/blog`)).text).not.toContain(`/blog/${saved.slug}"`);
  });

  it('answer an unknown, draft or scheduled article with the 404 page, until its time comes', async () => {
    const unknown = await get(`${t.url}/blog/no-such-article`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('404 Page Not Found');
    expect(unknown.text).toContain('<meta name="robots" content="noindex" />');
    const km = await get(`${t.url}/km/blog/no-such-article`);
    expect(km.status).toBe(404);

    const draft = await write(t.url, staff, article());
    expect((await get(`${t.url}/blog/${draft.slug}`)).status).toBe(404);
    expect((await get(`${t.url}/blog`)).text).not.toContain(draft.slug);

    const at = new Date(Date.now() + 2500);
    expect((await publish(t.url, staff, draft.id, at)).status).toBe('SCHEDULED');
    expect((await get(`${t.url}/blog/${draft.slug}`)).status).toBe(404);
    await waitUntil('the scheduled time', () => Date.now() >= at.getTime(), 10_000);
    const late = await within5s(
      'the scheduled article once its time came',
      `${t.url}/blog/${draft.slug}`,
      (page) => page.status === 200,
    );
    expect(late).toBeLessThanOrEqual(LIVE_WITHIN_MS);
    expect((await get(`${t.url}/blog`)).text).toContain(`/blog/${draft.slug}"`);
  });

  it('render what gets past the save checks inert: script titles, reference links to scripts, entities', async () => {
    // Raw HTML and inline script links are refused on save (posts.test.ts); these are not.
    const hostile = await write(
      t.url,
      staff,
      article({
        title: '<script>alert("title")</script>',
        body: [
          '&lt;script&gt;alert("body")&lt;/script&gt;',
          '[click][evil] and [data][d]',
          '[evil]: javascript:alert(1)',
          '[d]: data:text/html;base64,PHNjcmlwdD4=',
          '&lt;img src=x onerror=alert(2)&gt;',
          // (an image from another host is refused on save: only uploaded ones; a link's title is not)
          '[a page](https://example.com/a "t\\" onload=\\"alert(3)")',
        ].join('\n\n'),
      }),
    );
    await publish(t.url, staff, hostile.id);
    const page = (await get(`${t.url}/blog/${hostile.slug}`)).text;
    expect(page).not.toMatch(/<script>alert/);
    expect(page).not.toMatch(/href="(javascript|data):/i);
    expect(page).not.toMatch(/<img[^>]+onerror=/i);
    expect(page).not.toMatch(/\sonload="alert/i);
    expect(page).toContain('&lt;script&gt;alert(&quot;body&quot;)&lt;/script&gt;');
    // The page's title (head, JSON-LD, hero) keeps it as text too.
    expect(page).toContain('<title>&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt; | Angkor Digital</title>');
    // JSON-LD holds it as data, with no '<' that could end its script element.
    for (const [, raw] of page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
      expect(raw).not.toContain('<');
    expect(jsonLd(page).find((item) => item['@type'] === 'Article')).toMatchObject({
      headline: '<script>alert("title")</script>',
    });
    await unpublish(t.url, staff, hostile.id);
  });

  it('are what the partner API lists: published only, in the language asked for or the request’s', async () => {
    const draft = await write(t.url, staff, article());
    const query = `{ posts { slug status title publishedAt } post(slug: "${BLOG_ARTICLE.slug}") { title summary } }`;
    const km = await graphql<{ posts: { slug: string; status: string; title: string }[]; post: { title: string } }>(
      t.url,
      query,
      {},
      { 'accept-language': 'km', ...clientIp() },
    );
    expect(km.body.errors).toBeUndefined();
    expect(km.body.data!.post.title).toBe(BLOG_ARTICLE.title.km);
    expect(km.body.data!.posts.map((post) => post.slug)).not.toContain(draft.slug);
    expect(km.body.data!.posts.every((post) => post.status === 'PUBLISHED')).toBe(true);
    expect(km.body.data!.posts.find((post) => post.slug === BLOG_ARTICLE.slug)?.title).toBe(BLOG_ARTICLE.title.km);
    const en = await graphql<{ post: { title: string } }>(t.url, query, {}, { 'accept-language': 'en', ...clientIp() });
    expect(en.body.data!.post.title).toBe(BLOG_ARTICLE.title.en);
  });

  it('list every published article in the Atom feeds, the sitemap (with lastmod) and llms.txt', async () => {
    const saved = await write(t.url, staff, article({ body: 'Fish & rice &lt;b&gt;amok&lt;/b&gt;' }));
    await publish(t.url, staff, saved.id);
    await within5s('the article in the feed', `${t.url}/blog/feed.xml`, ({ text }) => text.includes(saved.slug));
    for (const language of ['en', 'km'] as const) {
      const prefix = language === 'km' ? '/km' : '';
      const response = await fetch(`${t.url}${prefix}/blog/feed.xml`);
      expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
      const xml = await response.text();
      const parsed = await validateXML({ xml: [{ fileName: 'feed.xml', contents: xml }], normalization: 'format' });
      expect(parsed.errors).toEqual([]);
      expect(xml).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`);
      expect(xml).toMatch(/<id>http:\/\/127\.0\.0\.1:\d+(\/km)?\/blog<\/id>/);
      expect(xml).toMatch(/<updated>\d{4}-\d\d-\d\dT[\d:.]+Z<\/updated>/);
      expect(xml).toContain(`<link rel="alternate" type="text/html" href="${t.url}${prefix}/blog/${saved.slug}"/>`);
      expect(xml).toContain(
        `<link rel="alternate" type="text/html" href="${t.url}${prefix}/blog/${BLOG_ARTICLE.slug}"/>`,
      );
    }
    const en = await (await fetch(`${t.url}/blog/feed.xml`)).text();
    // The body as escaped HTML: its own '<b>' stays text even inside it.
    expect(en).toContain('&lt;p&gt;Fish &amp;amp; rice &amp;lt;b&amp;gt;amok&amp;lt;/b&amp;gt;&lt;/p&gt;');

    const sitemap = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(
      new RegExp(`<loc>${t.url}/km/blog/${saved.slug}</loc>\\n\\s+<lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`),
    );
    const llms = await (await fetch(`${t.url}/llms.txt`)).text();
    expect(llms).toContain(`- [Photos that fill a guesthouse](${t.url}/blog/${saved.slug}): Why the first photo`);
    await unpublish(t.url, staff, saved.id);
    await within5s('the feed without it', `${t.url}/blog/feed.xml`, ({ text }) => !text.includes(saved.slug));
  });

  it('send the sign-in page ready, without the app, and a signed-in visitor on to the dashboard', async () => {
    for (const [path, label] of [
      ['/signin', 'Sign In with Replit'],
      ['/km/signin', 'ចូលគណនីជាមួយ Replit'],
    ] as const) {
      const anonymous = await get(`${t.url}${path}`);
      expect({ path, status: anonymous.status }).toEqual({ path, status: 200 });
      // The button is in the HTML with the provider's name: nothing waits for a script.
      const button = /(<a [^>]*href="\/api\/login"[^>]*>)([\s\S]*?)<\/a>/.exec(anonymous.text);
      expect({ path, tag: button?.[1], text: button?.[2].replace(/<[^>]*>/g, '') }).toEqual({
        path,
        tag: expect.stringContaining('data-forget="returnTo"'),
        text: label,
      });
      expect(anonymous.text).not.toContain('Loading...');
      // A content page: its boot loads the app only when a visitor needs it.
      expect(anonymous.text).toContain('"demand"');
      expect(anonymous.headers.get('vary')).toMatch(/Cookie/);
      expect(anonymous.headers.get('vary')).toMatch(/Accept-Encoding/);

      const signedIn = await staff.request(`${t.url}${path}`);
      expect({ path, status: signedIn.status, location: signedIn.location }).toEqual({
        path,
        status: 302,
        location: `${t.url}${path.replace('signin', 'dashboard')}`,
      });
      expect(signedIn.headers.get('cache-control')).toBe('no-store');
    }
    // A marker left from a session that is gone: the page, and the marker is cleared.
    const stale = await fetch(`${t.url}/signin`, { headers: { cookie: `${SIGNED_IN_COOKIE}=1` }, redirect: 'manual' });
    expect(stale.status).toBe(200);
    expect(stale.headers.getSetCookie().find((line) => line.startsWith(`${SIGNED_IN_COOKIE}=`))).toMatch(
      new RegExp(`^${SIGNED_IN_COOKIE}=;`),
    );
  });
});

// Two instances on one PostgreSQL server (the embedded database serves one instance).
const describeWithServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeWithServer('pages of stored content on two instances', () => {
  let cluster: TestCluster;
  let staff: TestBrowser;
  beforeAll(async () => {
    cluster = await startTestCluster(2, {
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'live-pages-secret-0123456789abcdefghij',
    });
    staff = await staffOn(cluster.apps[0]!.url);
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
  });

  it('serve what one publishes on the other within 5 seconds', async () => {
    const [a, b] = cluster.apps;
    // Both have rendered and cached /blog before the publish.
    expect((await get(`${a!.url}/blog`)).status).toBe(200);
    expect((await get(`${b!.url}/km/blog`)).status).toBe(200);
    const saved = await write(a!.url, staff, article());
    expect((await get(`${b!.url}/blog/${saved.slug}`)).status).toBe(404);
    await publish(a!.url, staff, saved.id);
    const listed = await within5s('the article on the other instance’s /km/blog', `${b!.url}/km/blog`, ({ text }) =>
      text.includes(`/km/blog/${saved.slug}"`),
    );
    const shown = await within5s(
      'its page on the other instance',
      `${b!.url}/blog/${saved.slug}`,
      (page) => page.status === 200 && page.text.includes('Photos that fill a guesthouse'),
    );
    expect(Math.max(listed, shown)).toBeLessThanOrEqual(LIVE_WITHIN_MS);
  });
});
