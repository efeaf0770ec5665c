import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestBrowser, finishSignIn, signIn } from './test/browser.js';
import { clientIp, graphql, startTestApp, type TestApp } from './test/test-app.js';
import { waitUntil } from './test/wait.js';

// A renamed article's or case study's former address answers 301 to its current one. The pages are
// rendered by the server from the SSR build: these tests need `npm run build`.
const SSR_BUILD = path.resolve(import.meta.dirname, '../../web/dist/server/entry-server.js');

let t: TestApp;
const staff = new TestBrowser();

beforeAll(async () => {
  if (!existsSync(SSR_BUILD)) throw new Error(`no SSR build at ${SSR_BUILD}: run npm run build first`);
  t = await startTestApp({ LOG_LEVEL: 'error' });
  await finishSignIn(staff, (await signIn(staff, t.url, 'staff@example.com')).callbackUrl);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Saved = { id: string; slug: string; revision: number; status: string; everPublished: boolean };
type GraphqlErrors = { extensions?: { code?: string } }[] | undefined;

/** The two kinds of stored content with an address: their mutations, their input, their pages. */
const KINDS = {
  post: {
    page: '/blog',
    save: 'savePost',
    inputType: 'PostInput',
    publish: 'publishPost',
    unpublish: 'unpublishPost',
    input: (slug: string, title: string) => ({
      slug,
      title: { en: title, km: `${title} (ខ្មែរ)` },
      summary: { en: 'Why it moved.', km: 'ហេតុអ្វីវាផ្លាស់ទី។' },
      body: { en: 'Moved here.', km: 'បានផ្លាស់មកទីនេះ។' },
      tags: ['news'],
    }),
  },
  caseStudy: {
    page: '/work',
    save: 'saveCaseStudy',
    inputType: 'CaseStudyInput',
    publish: 'publishCaseStudy',
    unpublish: 'unpublishCaseStudy',
    input: (slug: string, title: string) => ({
      slug,
      title: { en: title, km: `${title} (ខ្មែរ)` },
      summary: { en: 'A website that works.', km: 'គេហទំព័រដែលដំណើរការ។' },
      client: { en: 'Riverside Cafe', km: 'ហាងកាហ្វេមាត់ទន្លេ' },
      industry: { en: 'Food', km: 'អាហារ' },
      services: ['web-design'],
      problem: { en: 'No website.', km: 'គ្មានគេហទំព័រ។' },
      work: { en: 'We built one.', km: 'យើងបានបង្កើតមួយ។' },
      results: { en: 'Guests up 30% in 2 months.', km: 'ភ្ញៀវកើនឡើង ៣០% ក្នុងរយៈពេល ២ ខែ។' },
      photoIds: [],
      quote: null,
      quoteBy: null,
    }),
  },
} as const;
type Kind = (typeof KINDS)[keyof typeof KINDS];

let count = 0;
/** A slug no other test of the run has used. */
const fresh = (name: string) => `${name}-${Date.now().toString(36)}-${(count += 1)}`;

async function save(
  kind: Kind,
  slug: string,
  title: string,
  item?: Saved,
): Promise<{ saved?: Saved; errors: GraphqlErrors }> {
  const response = await graphql<Record<string, Saved>>(
    t.url,
    `mutation($id: ID, $input: ${kind.inputType}!, $expectedRevision: Int) {
       ${kind.save}(id: $id, input: $input, expectedRevision: $expectedRevision) { id slug revision status everPublished } }`,
    { id: item?.id, input: kind.input(slug, title), expectedRevision: item?.revision },
    { cookie: staff.cookieHeader(), ...clientIp() },
  );
  return { saved: response.body.data?.[kind.save], errors: response.body.errors as GraphqlErrors };
}

/** Saves (a new item, or `item` under a new slug) and expects no error. */
async function saved(kind: Kind, slug: string, title: string, item?: Saved): Promise<Saved> {
  const { saved: result, errors } = await save(kind, slug, title, item);
  expect(errors).toBeUndefined();
  return result!;
}

async function act(kind: Kind, action: 'publish' | 'unpublish', item: Saved): Promise<Saved> {
  const response = await graphql<Record<string, Saved>>(
    t.url,
    `mutation($id: ID!) { ${kind[action]}(id: $id) { id slug revision status everPublished } }`,
    { id: item.id },
    { cookie: staff.cookieHeader(), ...clientIp() },
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data![kind[action]]!;
}

/** An address as a browser meets it, redirects not followed: its status, Location and text. */
async function open(address: string, method = 'GET') {
  const response = await fetch(`${t.url}${address}`, { method, redirect: 'manual' });
  const { status, headers } = response;
  return {
    status,
    location: headers.get('location'),
    cache: headers.get('cache-control'),
    text: await response.text(),
  };
}

/** Waits (content versions are read once a second) until an address answers `status`. */
async function answers(address: string, status: number) {
  await waitUntil(`${address} answering ${status}`, async () => (await open(address)).status === status, 5000);
}

describe('the former address of a renamed article', () => {
  const kind = KINDS.post;

  it('leads to its current address in both languages, keeping the query, in one hop after many renames', async () => {
    const first = fresh('old-name');
    let article = await act(kind, 'publish', await saved(kind, first, 'An article that moved'));
    await answers(`/blog/${first}`, 200);

    const second = fresh('new-name');
    article = await saved(kind, second, 'An article that moved', article);
    await answers(`/blog/${first}`, 301);
    // Asked again each time: should another article take the address over, browsers find it.
    expect(await open(`/blog/${first}`)).toMatchObject({ status: 301, location: `/blog/${second}`, cache: 'no-cache' });
    expect(await open(`/km/blog/${first}?utm_source=share&x=1`)).toMatchObject({
      status: 301,
      location: `/km/blog/${second}?utm_source=share&x=1`,
    });
    expect(await open(`/blog/${first}`, 'HEAD')).toMatchObject({ status: 301, location: `/blog/${second}` });
    const page = await open(`/blog/${second}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('An article that moved');

    // a → b → c: both former addresses lead straight to c.
    const third = fresh('newest-name');
    article = await saved(kind, third, 'An article that moved', article);
    await answers(`/blog/${third}`, 200);
    expect(await open(`/blog/${first}`)).toMatchObject({ status: 301, location: `/blog/${third}` });
    expect(await open(`/km/blog/${second}`)).toMatchObject({ status: 301, location: `/km/blog/${third}` });

    // Back to a former slug: it is the address again, and the one it left leads there.
    await saved(kind, first, 'An article that moved', article);
    await answers(`/blog/${first}`, 200);
    expect(await open(`/blog/${third}`)).toMatchObject({ status: 301, location: `/blog/${first}` });
    expect(await open(`/blog/${second}`)).toMatchObject({ status: 301, location: `/blog/${first}` });
  });

  it('is taken over by another article saved with that slug; a current slug stays a conflict', async () => {
    const first = fresh('taken-over');
    const second = fresh('moved-away');
    const article = await act(kind, 'publish', await saved(kind, first, 'The first holder'));
    await saved(kind, second, 'The first holder', article);
    await answers(`/blog/${first}`, 301);

    const { errors } = await save(kind, second, 'Another article');
    expect(errors?.[0]?.extensions?.code).toBe('CONFLICT');

    // A new article takes the former address: while a draft, the address shows nothing (as the draft).
    const newcomer = await saved(kind, first, 'The new holder');
    await answers(`/blog/${first}`, 404);
    await act(kind, 'publish', newcomer);
    await answers(`/blog/${first}`, 200);
    expect((await open(`/km/blog/${first}`)).text).toContain('The new holder (ខ្មែរ)');
    expect((await open(`/blog/${second}`)).status).toBe(200);
  });

  it('answers 404 while the article is a draft, remembers a rename made while it was taken down, and never leads from a never-published draft’s renames', async () => {
    const first = fresh('was-public');
    const second = fresh('now-public');
    let article = await act(kind, 'publish', await saved(kind, first, 'Published, then taken down'));
    article = await saved(kind, second, 'Published, then taken down', article);
    await answers(`/blog/${first}`, 301);
    article = await act(kind, 'unpublish', article);
    await answers(`/blog/${second}`, 404);
    expect((await open(`/blog/${first}`)).status).toBe(404);
    expect((await open(`/km/blog/${first}`)).status).toBe(404);
    article = await act(kind, 'publish', article);
    await answers(`/blog/${first}`, 301);

    // Taken down, renamed while a draft and published again: its earlier addresses still lead to it.
    const third = fresh('public-again');
    article = await act(kind, 'unpublish', article);
    // What the editor reads to say that the old address will lead to the new one.
    expect(article).toMatchObject({ status: 'DRAFT', everPublished: true });
    await act(kind, 'publish', await saved(kind, third, 'Published, then taken down', article));
    await answers(`/blog/${third}`, 200);
    expect(await open(`/blog/${second}`)).toMatchObject({ status: 301, location: `/blog/${third}` });
    expect(await open(`/km/blog/${first}`)).toMatchObject({ status: 301, location: `/km/blog/${third}` });

    // A draft's slug was never an address: renamed before its publishing, it leaves nothing behind.
    const draftSlug = fresh('never-public');
    const finalSlug = fresh('public-at-last');
    const draft = await saved(
      kind,
      finalSlug,
      'Renamed as a draft',
      await saved(kind, draftSlug, 'Renamed as a draft'),
    );
    expect(draft).toMatchObject({ status: 'DRAFT', everPublished: false });
    expect(await act(kind, 'publish', draft)).toMatchObject({ status: 'PUBLISHED', everPublished: true });
    await answers(`/blog/${finalSlug}`, 200);
    expect((await open(`/blog/${draftSlug}`)).status).toBe(404);
  });
});

describe('the former address of a renamed case study', () => {
  const kind = KINDS.caseStudy;

  it('leads to its current address in both languages; chains are one hop; drafts and takeovers as articles', async () => {
    const [first, second, third] = [fresh('cafe'), fresh('riverside-cafe'), fresh('riverside-cafe-site')];
    let study = await act(kind, 'publish', await saved(kind, first, 'A cafe online'));
    study = await saved(kind, second, 'A cafe online', study);
    await answers(`/work/${first}`, 301);
    expect(await open(`/work/${first}?ref=1`)).toMatchObject({ status: 301, location: `/work/${second}?ref=1` });
    expect(await open(`/km/work/${first}`)).toMatchObject({ status: 301, location: `/km/work/${second}` });
    expect((await open(`/work/${second}`)).status).toBe(200);

    study = await saved(kind, third, 'A cafe online', study);
    await answers(`/work/${third}`, 200);
    expect(await open(`/km/work/${first}`)).toMatchObject({ status: 301, location: `/km/work/${third}` });
    expect(await open(`/work/${second}`)).toMatchObject({ status: 301, location: `/work/${third}` });

    expect((await save(kind, third, 'Another cafe')).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const newcomer = await act(kind, 'publish', await saved(kind, first, 'Another cafe'));
    await answers(`/work/${first}`, 200);
    expect((await open(`/work/${first}`)).text).toContain('Another cafe');

    study = await act(kind, 'unpublish', study);
    await answers(`/work/${third}`, 404);
    expect((await open(`/km/work/${second}`)).status).toBe(404);
    expect(newcomer.slug).toBe(first);

    // Renamed while taken down, then published again: the addresses it had still lead to it.
    const fourth = fresh('riverside-cafe-2026');
    await act(kind, 'publish', await saved(kind, fourth, 'A cafe online', study));
    await answers(`/work/${fourth}`, 200);
    expect(await open(`/work/${third}`)).toMatchObject({ status: 301, location: `/work/${fourth}` });
    expect(await open(`/km/work/${second}`)).toMatchObject({ status: 301, location: `/km/work/${fourth}` });
  });
});

describe('the link-preview image of an article or case study', () => {
  for (const kind of [KINDS.post, KINDS.caseStudy]) {
    it(`is drawn for its current address and followed from a former one (${kind.page})`, async () => {
      const [first, second] = [fresh('preview'), fresh('preview-renamed')];
      const item = await act(kind, 'publish', await saved(kind, first, 'A preview that moved'));
      await answers(`${kind.page}/${first}`, 200);
      const image = `/og/km${kind.page}/${first}.png`;
      expect((await open(`/km${kind.page}/${first}`)).text).toContain(
        `<meta property="og:image" content="${t.url}${image}" />`,
      );
      const png = await fetch(`${t.url}${image}`);
      expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(
        Buffer.from(await png.arrayBuffer())
          .subarray(1, 4)
          .toString('latin1'),
      ).toBe('PNG');

      // Shared before the rename: the card's image follows the page to its new address.
      await saved(kind, second, 'A preview that moved', item);
      await answers(`${kind.page}/${first}`, 301);
      expect(await open(image)).toMatchObject({
        status: 301,
        location: `/og/km${kind.page}/${second}.png`,
        cache: 'no-cache',
      });
      expect(await open(`${image}?v=2`, 'HEAD')).toMatchObject({
        status: 301,
        location: `/og/km${kind.page}/${second}.png?v=2`,
      });
      expect(await open(`/og/en${kind.page}/${first}.png`)).toMatchObject({
        status: 301,
        location: `/og/en${kind.page}/${second}.png`,
      });
      expect((await fetch(`${t.url}/og/km${kind.page}/${second}.png`)).status).toBe(200);
      expect((await open(`/og/en${kind.page}/${fresh('never-there')}.png`)).status).toBe(404);
    });
  }
});
