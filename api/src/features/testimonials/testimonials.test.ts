import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TESTIMONIALS } from '@site/common';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { ALT, jpegWithGps, uploadImage } from '../../test/images.js';
import { clientIp, graphql, startTestApp, type TestApp } from '../../test/test-app.js';
import { waitUntil } from '../../test/wait.js';
import { STALE_REVISION, TESTIMONIAL_NOT_FOUND } from './testimonials.rules.js';

// The home page is rendered by the server from the SSR build (api/src/http/live-pages.ts): the test
// of a deleted testimonial leaving it needs `npm run build` (web/dist/server/entry-server.js).
const SSR_BUILD = path.resolve(import.meta.dirname, '../../../../web/dist/server/entry-server.js');
const LIVE_WITHIN_MS = 5000;

let t: TestApp;
const staff = new TestBrowser();

beforeAll(async () => {
  t = await startTestApp();
  await finishSignIn(staff, (await signIn(staff, t.url, 'staff@example.com')).callbackUrl);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const asStaff = (headers: Record<string, string> = {}): Record<string, string> => ({
  cookie: staff.cookieHeader(),
  ...clientIp(),
  ...headers,
});
const FIELDS =
  'id quote name role company initials published position revision photo { id alt width height } quotes { en km }';
interface Shape {
  id: string;
  quote: string;
  name: string;
  role: string;
  company: string;
  initials: string;
  published: boolean;
  position: number;
  revision: number;
  photo: { id: string; alt: string } | null;
}

async function list(language = 'en', headers: Record<string, string> = clientIp(), includeDrafts = false) {
  const response = await graphql<{ testimonials: Shape[] }>(
    t.url,
    `query($language: Language, $includeDrafts: Boolean) { testimonials(language: $language, includeDrafts: $includeDrafts) { ${FIELDS} } }`,
    { language, includeDrafts },
    headers,
  );
  return response.body.data!.testimonials;
}

async function save(variables: Record<string, unknown>, headers = asStaff()) {
  const response = await graphql<{ saveTestimonial: Shape }>(
    t.url,
    `mutation($id: ID, $input: TestimonialInput!, $expectedRevision: Int) {
       saveTestimonial(id: $id, input: $input, expectedRevision: $expectedRevision, language: km) { ${FIELDS} } }`,
    variables,
    headers,
  );
  return { row: response.body.data?.saveTestimonial, errors: response.body.errors };
}

async function remove(variables: Record<string, unknown>, headers = asStaff()) {
  const response = await graphql<{ deleteTestimonial: { message: string } }>(
    t.url,
    'mutation($id: ID!, $expectedRevision: Int) { deleteTestimonial(id: $id, expectedRevision: $expectedRevision) { message } }',
    variables,
    headers,
  );
  return { message: response.body.data?.deleteTestimonial.message, error: response.body.errors?.[0] };
}

const input = (extra: Record<string, unknown> = {}) => ({
  quote: { en: 'They answered on Telegram within minutes.', km: 'ពួកគេឆ្លើយតបតាម Telegram ក្នុងរយៈពេលប៉ុន្មាននាទី។' },
  name: { en: 'Sok Dara', km: 'សុខ ដារា' },
  role: { en: 'Manager', km: 'អ្នកគ្រប់គ្រង' },
  company: { en: 'Lotus Spa, Siem Reap', km: 'ស្ប៉ា Lotus ក្រុងសៀមរាប' },
  published: false,
  position: 5,
  ...extra,
});

describe('testimonials', () => {
  it('start with the two the home page had, in order and in both languages', async () => {
    const english = await list('en');
    expect(english.map((row) => row.name)).toEqual(TESTIMONIALS.map((item) => item.name.en));
    expect(english[0]).toMatchObject({ quote: TESTIMONIALS[0].text.en, role: TESTIMONIALS[0].role.en, initials: 'CS' });
    expect((await list('km')).map((row) => row.quote)).toEqual(TESTIMONIALS.map((item) => item.text.km));
  });

  it('are written by staff only; drafts stay off the site until published, in their order', async () => {
    expect((await save({ input: input() }, clientIp())).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const photo = await uploadImage(t.url, await jpegWithGps(300, 300), ALT, asStaff());
    const { row } = await save({ input: input({ photoId: photo.body.id }) });
    expect(row).toMatchObject({ name: 'សុខ ដារា', published: false, revision: 1, photo: { alt: ALT.altKm } });
    expect((await list('en')).map((item) => item.name)).not.toContain('Sok Dara');
    expect((await list('en', clientIp(), true)).map((item) => item.name)).not.toContain('Sok Dara');
    expect((await list('en', asStaff(), true)).map((item) => item.name)).toContain('Sok Dara');

    const { row: shown } = await save({
      id: row!.id,
      input: input({ published: true, position: 0 }),
      expectedRevision: 1,
    });
    expect(shown).toMatchObject({ published: true, revision: 2, photo: null });
    expect((await list('en'))[0].name).toBe('Sok Dara');

    const stale = await save(
      { id: row!.id, input: input(), expectedRevision: 1 },
      asStaff({ 'accept-language': 'km' }),
    );
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0].message).toMatch(/សក្ខីកម្ម/);
  });

  it('refuse missing Khmer, HTML, unknown photos and a bad order, storing nothing', async () => {
    const before = (await list('en', asStaff(), true)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ quote: { en: 'Great', km: '' } }, 'quote.km'],
      [{ name: { en: '<img src=x onerror=alert(1)>', km: 'ក' } }, 'name.en'],
      [{ photoId: '00000000-0000-4000-8000-000000000000' }, 'photoId'],
      [{ position: -1 }, 'position'],
      [{ quote: { en: 'x'.repeat(1001), km: 'ក' } }, 'quote.en'],
    ];
    for (const [extra, field] of cases) {
      const { errors } = await save({ input: input(extra) });
      expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys((errors?.[0].extensions?.fields ?? {}) as object)).toContain(field);
    }
    expect((await list('en', asStaff(), true)).length).toBe(before);
  });
});

describe('deleting a testimonial', () => {
  it('is for staff; it leaves the list and the home page, and a stale revision is a conflict', async () => {
    if (!existsSync(SSR_BUILD)) throw new Error(`no SSR build at ${SSR_BUILD}: run npm run build first`);
    const home = async () => (await fetch(`${t.url}/`)).text();
    const names = async () => (await list('en', asStaff(), true)).map((item) => item.name);
    // Rendered before it exists, then with it: the page follows the stored rows both ways.
    expect(await home()).not.toContain('Keo Sophal');
    const { row } = await save({
      input: input({ name: { en: 'Keo Sophal', km: 'កែវ សុផល' }, published: true, position: 1 }),
    });
    await waitUntil(
      'the new testimonial on the home page',
      async () => (await home()).includes('Keo Sophal'),
      LIVE_WITHIN_MS,
    );

    expect((await remove({ id: row!.id }, clientIp())).error?.extensions?.code).toBe('UNAUTHENTICATED');
    const stale = await remove({ id: row!.id, expectedRevision: 7 }, asStaff({ 'accept-language': 'km' }));
    expect(stale.error?.extensions?.code).toBe('CONFLICT');
    expect(stale.error?.message).toBe(STALE_REVISION.km);
    expect(await names()).toContain('Keo Sophal');

    expect(await remove({ id: row!.id, expectedRevision: 1 })).toEqual({
      message: 'The testimonial is deleted: the home page no longer shows it.',
      error: undefined,
    });
    expect(await names()).not.toContain('Keo Sophal');
    expect((await list('en')).map((item) => item.name)).not.toContain('Keo Sophal');
    // The content version counts rows: the page is rendered again without it, on its next request.
    await waitUntil(
      'the home page without the deleted testimonial',
      async () => !(await home()).includes('Keo Sophal'),
      LIVE_WITHIN_MS,
    );
    expect(await home()).toContain(TESTIMONIALS[0].name.en);

    const again = await remove({ id: row!.id }, asStaff({ 'accept-language': 'km' }));
    expect(again.error?.extensions?.code).toBe('NOT_FOUND');
    expect(again.error?.message).toBe(TESTIMONIAL_NOT_FOUND.km);
    expect((await remove({ id: 'nope' })).error?.message).toBe(TESTIMONIAL_NOT_FOUND.en);
    const { row: other } = await save({ input: input({ name: { en: 'Lim Chea', km: 'លឹម ជា' } }) });
    expect((await remove({ id: other!.id }, asStaff({ 'accept-language': 'km' }))).message).toBe(
      'សក្ខីកម្មត្រូវបានលុបហើយ៖ ទំព័រដើមលែងបង្ហាញវាទៀតហើយ។',
    );
  });
});
