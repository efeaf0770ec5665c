import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { ALT, jpegWithGps, uploadImage } from '../../test/images.js';
import { clientIp, graphql, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const staff = new TestBrowser();
let photoId: string;

beforeAll(async () => {
  t = await startTestApp();
  await finishSignIn(staff, (await signIn(staff, t.url, 'staff@example.com')).callbackUrl);
  photoId = String((await uploadImage(t.url, await jpegWithGps(1000, 700), ALT, asStaff())).body.id);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const FIELDS =
  'id slug status revision publishedAt title client industry services problem work results quote quoteBy photos { id width height alt sources { type srcset } } texts { title { en km } }';
interface StudyShape {
  id: string;
  slug: string;
  status: string;
  revision: number;
  publishedAt: string | null;
  title: string;
  client: string;
  industry: string;
  services: string[];
  problem: string;
  work: string;
  results: string;
  quote: string | null;
  quoteBy: string | null;
  photos: { id: string; width: number; height: number; alt: string; sources: { type: string; srcset: string }[] }[];
  texts: { title: { en: string; km: string } };
}

const asStaff = (headers: Record<string, string> = {}): Record<string, string> => ({
  cookie: staff.cookieHeader(),
  ...clientIp(),
  ...headers,
});
const asVisitor = (headers: Record<string, string> = {}): Record<string, string> => ({ ...clientIp(), ...headers });

const input = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: { en: 'Direct bookings for a guesthouse', km: 'ការកក់ផ្ទាល់សម្រាប់ផ្ទះសំណាក់' },
  summary: { en: 'A bilingual website that pays for itself.', km: 'គេហទំព័រពីរភាសាដែលរកប្រាក់ចំណូលមកវិញ។' },
  client: { en: 'Banyan Courtyard Guesthouse', km: 'ផ្ទះសំណាក់ Banyan Courtyard' },
  industry: { en: 'Hospitality', km: 'បដិសណ្ឋារកិច្ច' },
  services: ['web-design', 'seo'],
  problem: { en: 'Almost every guest came through **booking sites**.', km: 'ភ្ញៀវស្ទើរតែទាំងអស់កក់តាមគេហទំព័រកក់។' },
  work: { en: `We built a site.\n\n![${ALT.altEn}](image:${photoId})`, km: 'យើងបានបង្កើតគេហទំព័រ។' },
  results: { en: 'Direct bookings up 40% in 3 months.', km: 'ការកក់ផ្ទាល់កើនឡើង ៤០% ក្នុងរយៈពេល ៣ ខែ។' },
  photoIds: [photoId],
  quote: { en: 'More guests book with us directly.', km: 'ភ្ញៀវកាន់តែច្រើនកក់មកយើងដោយផ្ទាល់។' },
  quoteBy: { en: 'Chan Sokha, owner', km: 'ចាន់ សុខា ម្ចាស់អាជីវកម្ម' },
  ...extra,
});

async function save(variables: Record<string, unknown>, headers = asStaff()) {
  const response = await graphql<{ saveCaseStudy: StudyShape }>(
    t.url,
    `mutation($id: ID, $input: CaseStudyInput!, $expectedRevision: Int, $language: Language) {
       saveCaseStudy(id: $id, input: $input, expectedRevision: $expectedRevision, language: $language) { ${FIELDS} } }`,
    variables,
    headers,
  );
  return { study: response.body.data?.saveCaseStudy, errors: response.body.errors };
}

async function act(
  name: 'publishCaseStudy' | 'unpublishCaseStudy',
  variables: Record<string, unknown>,
  headers = asStaff(),
) {
  const args = name === 'publishCaseStudy' ? '($id: ID!, $at: DateTimeISO)' : '($id: ID!)';
  const call = name === 'publishCaseStudy' ? 'publishCaseStudy(id: $id, at: $at)' : 'unpublishCaseStudy(id: $id)';
  const response = await graphql<Record<string, StudyShape>>(
    t.url,
    `mutation${args} { ${call} { ${FIELDS} } }`,
    variables,
    headers,
  );
  return { study: response.body.data?.[name], errors: response.body.errors };
}

async function list(variables: Record<string, unknown> = {}, headers = asVisitor()) {
  const response = await graphql<{ caseStudies: StudyShape[] }>(
    t.url,
    `query($language: Language, $service: String, $limit: Int, $includeDrafts: Boolean) {
       caseStudies(language: $language, service: $service, limit: $limit, includeDrafts: $includeDrafts) { ${FIELDS} } }`,
    variables,
    headers,
  );
  return response.body.data!.caseStudies;
}

async function bySlug(slug: string, headers = asVisitor()) {
  const response = await graphql<{ caseStudy: StudyShape | null }>(
    t.url,
    `query { caseStudy(slug: "${slug}") { ${FIELDS} } }`,
    {},
    headers,
  );
  return response.body.data!.caseStudy;
}

describe('case studies', () => {
  it('are written, published and read by staff only until published; every operation checks who asks', async () => {
    expect((await save({ input: input('anonymous-try') }, asVisitor())).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const { study } = await save({ input: input('staff-only') });
    for (const name of ['publishCaseStudy', 'unpublishCaseStudy'] as const)
      expect((await act(name, { id: study!.id }, asVisitor())).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const revisions = await graphql(t.url, `{ caseStudyRevisions(id: "${study!.id}") { revision } }`, {}, asVisitor());
    expect(revisions.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Drafts stay hidden from visitors, even asking for them.
    expect((await list({ includeDrafts: true })).map((row) => row.slug)).not.toContain('staff-only');
    expect(await bySlug('staff-only')).toBeNull();
    expect((await list({ includeDrafts: true }, asStaff())).map((row) => row.slug)).toContain('staff-only');
  });

  it('go from a draft previewed by staff to published in both languages, scheduled, and back', async () => {
    const { study: draft } = await save({ input: input('banyan-courtyard') });
    expect(draft).toMatchObject({
      status: 'DRAFT',
      revision: 1,
      client: 'Banyan Courtyard Guesthouse',
      services: ['web-design', 'seo'],
    });
    expect(draft!.photos[0]).toMatchObject({ id: photoId, width: 1000, height: 700, alt: ALT.altEn });
    expect(await bySlug('banyan-courtyard', asStaff())).toMatchObject({ status: 'DRAFT', work: input('x').work.en });

    const { study: live } = await act('publishCaseStudy', { id: draft!.id });
    expect(live?.status).toBe('PUBLISHED');
    const khmer = await list({ language: 'km' });
    expect(khmer[0]).toMatchObject({
      slug: 'banyan-courtyard',
      title: input('x').title.km,
      results: input('x').results.km,
      quoteBy: input('x').quoteBy.km,
    });
    expect(khmer[0].photos[0].alt).toBe(ALT.altKm);
    expect((await bySlug('banyan-courtyard'))?.title).toBe(input('x').title.en);

    // Related work: by service used, newest first, at most `limit`.
    const { study: other } = await save({ input: input('temple-trail-tours', { services: ['social-media'] }) });
    await act('publishCaseStudy', { id: other!.id });
    expect((await list({ service: 'seo' })).map((row) => row.slug)).toEqual(['banyan-courtyard']);
    expect((await list({ service: 'social-media' })).map((row) => row.slug)).toEqual(['temple-trail-tours']);
    expect((await list({ limit: 1 })).map((row) => row.slug)).toEqual(['temple-trail-tours']);

    const later = new Date(Date.now() + 86_400_000).toISOString();
    const { study: scheduled } = await act('publishCaseStudy', { id: draft!.id, at: later });
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', publishedAt: later });
    expect(await bySlug('banyan-courtyard')).toBeNull();

    const { study: back } = await act('unpublishCaseStudy', { id: draft!.id });
    expect(back).toMatchObject({ status: 'DRAFT', publishedAt: null });
    expect((await list()).map((row) => row.slug)).not.toContain('banyan-courtyard');
  });

  it('keep every save as a revision and refuse a save from an older one, in the editor language', async () => {
    const { study } = await save({ input: input('revised-study') });
    const { study: second } = await save({
      id: study!.id,
      input: input('revised-study', { title: { en: 'Better title', km: 'ចំណងជើងថ្មី' } }),
      expectedRevision: 1,
    });
    expect(second).toMatchObject({ revision: 2, title: 'Better title' });
    const stale = await save(
      { id: study!.id, input: input('revised-study'), expectedRevision: 1 },
      asStaff({ 'accept-language': 'km' }),
    );
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0].message).toMatch(/មានអ្នកផ្សេងបានរក្សាទុកករណីសិក្សានេះ/);
    const staleEn = await save({ id: study!.id, input: input('revised-study'), expectedRevision: 1 });
    expect(staleEn.errors?.[0].message).toMatch(/Someone else saved this case study/);
    const history = await graphql<{
      caseStudyRevisions: { revision: number; savedBy: string; titles: { en: string } }[];
    }>(t.url, `{ caseStudyRevisions(id: "${study!.id}") { revision savedBy titles { en } } }`, {}, asStaff());
    expect(history.body.data!.caseStudyRevisions).toEqual([
      { revision: 2, savedBy: 'staff@example.com', titles: { en: 'Better title' } },
      { revision: 1, savedBy: 'staff@example.com', titles: { en: input('x').title.en } },
    ]);
    const twice = await Promise.all(
      ['a', 'b'].map((who) =>
        save({ id: study!.id, input: input('revised-study', { summary: { en: who, km: who } }), expectedRevision: 2 }),
      ),
    );
    expect(twice.filter((result) => result.study).length).toBe(1);
  });

  it('refuse scripts, javascript: links, event attributes, other hosts images, unknown photos and bad services, storing nothing', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['script-tag', { problem: { en: 'Hi <script>alert(1)</script>', km: 'ខ្មែរ' } }, 'problem.en'],
      ['event-attribute', { work: { en: 'ok', km: '<img src=x onerror=alert(1)>' } }, 'work.km'],
      ['js-link', { results: { en: '[40%](javascript:alert(1))', km: '៤០%' } }, 'results.en'],
      ['remote-image', { work: { en: '![huge](https://example.com/huge.png)', km: 'ខ្មែរ' } }, 'work.en'],
      ['data-image', { work: { en: '![x](data:image/svg+xml;base64,PHN2Zz4=)', km: 'ខ្មែរ' } }, 'work.en'],
      ['html-quote', { quote: { en: '<b onclick="x()">hi</b>', km: 'ខ្មែរ' } }, 'quote.en'],
      ['unknown-photo', { photoIds: ['00000000-0000-4000-8000-000000000000'] }, 'photoIds'],
      ['not-a-photo-id', { photoIds: ['../../etc/passwd'] }, 'photoIds'],
      ['bad-service', { services: ['photography'] }, 'services'],
      ['no-numbers', { results: { en: 'Much better.', km: 'ល្អជាងមុន។' } }, 'results.en'],
      ['no-khmer', { client: { en: 'Only English', km: ' ' } }, 'client.km'],
      ['quote-without-author', { quoteBy: null }, 'quoteBy.en'],
      ['huge', { problem: { en: 'x'.repeat(20_001), km: 'ខ្មែរ' } }, 'problem.en'],
    ];
    for (const [slug, extra, field] of cases) {
      const { errors } = await save({ input: input(slug, extra) }, asStaff({ 'accept-language': 'km' }));
      expect({ slug, code: errors?.[0].extensions?.code }).toEqual({ slug, code: 'BAD_USER_INPUT' });
      expect(Object.keys((errors?.[0].extensions?.fields ?? {}) as object)).toContain(field);
      expect(await bySlug(slug, asStaff())).toBeNull();
    }
    await save({ input: input('taken') });
    expect((await save({ input: input('taken') })).errors?.[0].extensions?.code).toBe('CONFLICT');
  });
});
