import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BLOG_ARTICLE } from '@site/common';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { ALT, jpegWithGps, uploadImage } from '../../test/images.js';
import { clientIp, graphql, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const staff = new TestBrowser();

beforeAll(async () => {
  t = await startTestApp();
  await finishSignIn(staff, (await signIn(staff, t.url, 'staff@example.com')).callbackUrl);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const FIELDS = 'id slug status revision publishedAt title summary body tags titles { en km }';
type PostShape = {
  id: string;
  slug: string;
  status: string;
  revision: number;
  publishedAt: string | null;
  title: string;
  summary: string;
  body: string;
  tags: string[];
  titles: { en: string; km: string };
};

const asStaff = (headers: Record<string, string> = {}): Record<string, string> => ({
  cookie: staff.cookieHeader(),
  ...clientIp(),
  ...headers,
});
const asVisitor = (headers: Record<string, string> = {}): Record<string, string> => ({ ...clientIp(), ...headers });

const input = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: { en: 'Five things a guesthouse website needs', km: 'រឿងប្រាំយ៉ាងដែលគេហទំព័រផ្ទះសំណាក់ត្រូវការ' },
  summary: { en: 'A short list for owners.', km: 'បញ្ជីខ្លីសម្រាប់ម្ចាស់អាជីវកម្ម។' },
  body: {
    en: '## Photos\n\nShow your rooms. See [our prices](/pricing) or [Google](https://google.com).\n\n- one\n- two\n\n> A quote',
    km: '## រូបថត\n\nបង្ហាញបន្ទប់របស់អ្នក។',
  },
  tags: ['websites'],
  ...extra,
});

async function save(variables: Record<string, unknown>, headers = asStaff()) {
  const response = await graphql<{ savePost: PostShape }>(
    t.url,
    `mutation($id: ID, $input: PostInput!, $expectedRevision: Int, $language: Language) {
       savePost(id: $id, input: $input, expectedRevision: $expectedRevision, language: $language) { ${FIELDS} } }`,
    variables,
    headers,
  );
  return { post: response.body.data?.savePost, errors: response.body.errors, status: response.status };
}

async function act(name: 'publishPost' | 'unpublishPost', variables: Record<string, unknown>, headers = asStaff()) {
  const args = name === 'publishPost' ? '($id: ID!, $at: DateTimeISO)' : '($id: ID!)';
  const call = name === 'publishPost' ? 'publishPost(id: $id, at: $at)' : 'unpublishPost(id: $id)';
  const response = await graphql<Record<string, PostShape>>(
    t.url,
    `mutation${args} { ${call} { ${FIELDS} } }`,
    variables,
    headers,
  );
  return { post: response.body.data?.[name], errors: response.body.errors };
}

async function published(language = 'en', headers = asVisitor()) {
  const response = await graphql<{ posts: PostShape[] }>(
    t.url,
    `query($language: Language) { posts(language: $language) { ${FIELDS} } }`,
    { language },
    headers,
  );
  return response.body.data!.posts;
}

async function bySlug(slug: string, headers = asVisitor()) {
  const response = await graphql<{ post: PostShape | null }>(
    t.url,
    `query($slug: String!) { post(slug: $slug) { ${FIELDS} } }`,
    { slug },
    headers,
  );
  return response.body.data!.post;
}

describe('articles', () => {
  it('start with the article the site shipped with, published, in both languages', async () => {
    const english = await published('en');
    const first = english.find((post) => post.slug === BLOG_ARTICLE.slug);
    expect(first).toMatchObject({ status: 'PUBLISHED', title: BLOG_ARTICLE.title.en, summary: BLOG_ARTICLE.lead.en });
    expect(first!.body).toContain(`## ${BLOG_ARTICLE.sections[0].title.en}`);
    expect(first!.publishedAt).toBe(`${BLOG_ARTICLE.datePublished}T02:00:00.000Z`);
    const khmer = await published('km');
    expect(khmer.find((post) => post.slug === BLOG_ARTICLE.slug)?.title).toBe(BLOG_ARTICLE.title.km);
  });

  it('are written and published by staff only', async () => {
    const anonymous = await save({ input: input('anonymous-try') }, asVisitor());
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const first = (await published())[0];
    expect((await act('publishPost', { id: first.id }, asVisitor())).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await act('unpublishPost', { id: first.id }, asVisitor())).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await published()).map((post) => post.slug)).toContain(first.slug);
    // Asking for drafts without a session gets the published list only.
    const sneaky = await graphql<{ posts: PostShape[] }>(
      t.url,
      '{ posts(includeDrafts: true) { status } }',
      {},
      asVisitor(),
    );
    expect(sneaky.body.data!.posts.every((post) => post.status === 'PUBLISHED')).toBe(true);
  });

  it('go from draft (previewed by staff only) to published, scheduled and back to draft', async () => {
    const { post: draft } = await save({ input: input('guesthouse-website') });
    expect(draft).toMatchObject({ slug: 'guesthouse-website', status: 'DRAFT', revision: 1, publishedAt: null });
    expect((await published()).map((post) => post.slug)).not.toContain('guesthouse-website');
    expect(await bySlug('guesthouse-website')).toBeNull();
    expect(await bySlug('guesthouse-website', asStaff())).toMatchObject({ status: 'DRAFT', body: input('x').body.en });

    const { post: live } = await act('publishPost', { id: draft!.id });
    expect(live).toMatchObject({ status: 'PUBLISHED' });
    expect((await published())[0].slug).toBe('guesthouse-website'); // newest first
    expect(await bySlug('guesthouse-website')).toMatchObject({ title: input('x').title.en });

    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { post: scheduled } = await act('publishPost', { id: draft!.id, at: later });
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', publishedAt: later });
    expect(await bySlug('guesthouse-website')).toBeNull();

    const { post: back } = await act('unpublishPost', { id: draft!.id });
    expect(back).toMatchObject({ status: 'DRAFT', publishedAt: null });
    expect((await published()).map((post) => post.slug)).not.toContain('guesthouse-website');
  });

  it('keep every save as a revision, and refuse a save made from an older revision', async () => {
    const { post } = await save({ input: input('revised-article') });
    const { post: second } = await save({
      id: post!.id,
      input: input('revised-article', { title: { en: 'Better title', km: 'ចំណងជើងថ្មី' } }),
      expectedRevision: 1,
    });
    expect(second).toMatchObject({ revision: 2, title: 'Better title' });

    const stale = await save(
      { id: post!.id, input: input('revised-article'), expectedRevision: 1 },
      asStaff({ 'accept-language': 'km' }),
    );
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0].message).toMatch(/មានអ្នកផ្សេងបានរក្សាទុក/);
    expect((await bySlug('revised-article', asStaff()))?.title).toBe('Better title');

    const history = await graphql<{ postRevisions: { revision: number; savedBy: string; titles: { en: string } }[] }>(
      t.url,
      'query($id: ID!) { postRevisions(id: $id) { revision savedBy titles { en } } }',
      { id: post!.id },
      asStaff(),
    );
    expect(history.body.data!.postRevisions).toEqual([
      { revision: 2, savedBy: 'staff@example.com', titles: { en: 'Better title' } },
      { revision: 1, savedBy: 'staff@example.com', titles: { en: input('x').title.en } },
    ]);
  });

  it('let only one of two saves from the same revision win', async () => {
    const { post } = await save({ input: input('two-editors') });
    const results = await Promise.all(
      ['Sophea', 'Dara'].map((who) =>
        save({
          id: post!.id,
          input: input('two-editors', { summary: { en: `By ${who}`, km: 'ខ្មែរ' } }),
          expectedRevision: 1,
        }),
      ),
    );
    expect(results.filter((result) => result.post).length).toBe(1);
    expect(results.filter((result) => result.errors?.[0].extensions?.code === 'CONFLICT').length).toBe(1);
    expect((await bySlug('two-editors', asStaff()))?.revision).toBe(2);
  });

  it('take a long article in both languages (Khmer letters are three bytes each), and name a body too long', async () => {
    const paragraph = (text: string, length: number) =>
      `${text.repeat(Math.ceil(length / text.length))}`.slice(0, length);
    const body = {
      en: paragraph('A guesthouse website that brings direct bookings. ', 60_000),
      km: paragraph('គេហទំព័រផ្ទះសំណាក់ដែលនាំភ្ញៀវកក់ដោយផ្ទាល់។ ', 95_000),
    };
    // About 350 KB of JSON: far over the 32 KB of a cookie-less request.
    const long = await save({ input: input('a-long-guide', { body }) });
    expect(long.errors).toBeUndefined();
    expect(long.post?.slug).toBe('a-long-guide');
    const tooLong = await save({ input: input('a-longer-guide', { body: { ...body, km: `${body.km}${body.km}` } }) });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(tooLong.errors?.[0]?.extensions?.fields)).toMatch(/body\.km.*at most 100000 characters/);
    // A caller without cookies (a partner, an attacker) is still held to 32 KB.
    const anonymous = await save({ input: input('a-long-guide-2', { body }) }, asVisitor());
    expect(anonymous.status).toBe(413);
  });

  it('refuse raw HTML, script links, bad slugs, missing Khmer and a taken slug, storing nothing', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['script-tag', { body: { en: 'Hi <script>alert(1)</script>', km: 'ខ្មែរ' } }, 'body.en'],
      ['event-attribute', { body: { en: 'ok', km: '<img src=x onerror=alert(1)>' } }, 'body.km'],
      ['js-link', { body: { en: '[click](javascript:alert(1))', km: 'ខ្មែរ' } }, 'body.en'],
      ['data-link', { body: { en: '![x](data:text/html;base64,PHNjcmlwdD4=)', km: 'ខ្មែរ' } }, 'body.en'],
      ['remote-image', { body: { en: 'ok', km: '![huge](https://example.com/huge.png)' } }, 'body.km'],
      ['unknown-image', { body: { en: '![x](image:00000000-0000-4000-8000-000000000000)', km: 'ខ្មែរ' } }, 'body.en'],
      ['unknown-cover', { coverImageId: '00000000-0000-4000-8000-000000000000' }, 'coverImageId'],
      ['bad-cover', { coverImageId: '../etc/passwd' }, 'coverImageId'],
      ['no-khmer', { title: { en: 'Only English', km: '  ' } }, 'title.km'],
      ['Bad Slug!', {}, 'slug'],
    ];
    for (const [slug, extra, field] of cases) {
      const { errors } = await save({ input: input(slug, extra) });
      expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys((errors?.[0].extensions?.fields ?? {}) as object)).toContain(field);
      expect(await bySlug(slug.toLowerCase(), asStaff())).toBeNull();
    }
    await save({ input: input('taken-slug') });
    const { errors } = await save({ input: input('taken-slug') });
    expect(errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('carry a cover image and uploaded images in the body, shown with their sizes and alt texts', async () => {
    const photo = await uploadImage(t.url, await jpegWithGps(1400, 900, 3), ALT, asStaff());
    const id = String(photo.body.id);
    const body = { en: `Our courtyard:\n\n![${ALT.altEn}](image:${id})`, km: `ទីធ្លា៖\n\n![${ALT.altKm}](image:${id})` };
    const { post } = await save({ input: input('with-photos', { coverImageId: id, body }) });
    const withImages = await graphql<{
      post: { coverImage: { id: string; width: number; alt: string }; images: { id: string }[] };
    }>(
      t.url,
      'query { post(slug: "with-photos", language: km) { coverImage { id width alt } images { id } } }',
      {},
      asStaff(),
    );
    expect(post?.id).toBeDefined();
    expect(withImages.body.data!.post.coverImage).toEqual({ id, width: 1400, alt: ALT.altKm });
    expect(withImages.body.data!.post.images).toEqual([{ id }]);
  });
});
