import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PACKAGES, SITE } from '@site/common';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { clientIp, graphql, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const admin = new TestBrowser();
const staff = new TestBrowser();

beforeAll(async () => {
  t = await startTestApp();
  await finishSignIn(admin, (await signIn(admin, t.url, 'admin@example.com')).callbackUrl);
  await finishSignIn(staff, (await signIn(staff, t.url, 'staff@example.com')).callbackUrl);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const FIELDS =
  'phone phoneHref email address { en km } mapUrl telegram whatsapp socialLinks { network label url } packages { id name { en km } price features { en km } } revision updatedAt updatedBy';
interface Settings {
  phone: string;
  phoneHref: string;
  email: string;
  address: { en: string; km: string };
  mapUrl: string;
  telegram: string;
  whatsapp: string;
  socialLinks: { network: string; label: string; url: string }[];
  packages: { id: string; name: { en: string; km: string }; price: number; features: { en: string; km: string }[] }[];
  revision: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

const as = (browser: TestBrowser | undefined, headers: Record<string, string> = {}) => ({
  ...(browser ? { cookie: browser.cookieHeader() } : {}),
  ...clientIp(),
  ...headers,
});

async function read(headers = as(undefined)) {
  const response = await graphql<{ siteSettings: Settings }>(t.url, `{ siteSettings { ${FIELDS} } }`, {}, headers);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.siteSettings;
}

async function save(input: unknown, headers = as(admin), expectedRevision?: number) {
  const response = await graphql<{ saveSiteSettings: Settings }>(
    t.url,
    `mutation($input: SiteSettingsInput!, $expectedRevision: Int) {
       saveSiteSettings(input: $input, expectedRevision: $expectedRevision) { ${FIELDS} } }`,
    { input, expectedRevision },
    headers,
  );
  return { settings: response.body.data?.saveSiteSettings, errors: response.body.errors };
}

describe('site settings', () => {
  it("are today's site while nothing is saved", async () => {
    const settings = await read();
    expect(settings).toMatchObject({
      phone: SITE.phone,
      phoneHref: SITE.phoneHref,
      email: SITE.email,
      mapUrl: SITE.address.mapUrl,
      telegram: SITE.telegram,
      whatsapp: SITE.whatsapp,
      revision: 0,
      updatedAt: null,
      updatedBy: null,
    });
    expect(settings.address.km).toContain(SITE.address.street.km);
    expect(settings.packages.map(({ id, price, name }) => ({ id, price, name }))).toEqual(
      PACKAGES.map((pkg) => ({ id: pkg.id, price: pkg.priceUsd, name: pkg.name })),
    );
    expect(settings.packages[0].features).toEqual(PACKAGES[0].features);
  });

  it('are saved by admins only: anonymous visitors and staff are refused, nothing changes', async () => {
    const anonymous = await save({ phone: '+855 99 111 222' }, as(undefined));
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const member = await save({ phone: '+855 99 111 222' }, as(staff, { 'accept-language': 'km' }));
    expect(member.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(member.errors?.[0].message).toMatch(/បដិសេធ/);
    expect((await read()).phone).toBe(SITE.phone);
  });

  it('change only the fields given, and say who saved them to staff only', async () => {
    const before = await read();
    const { settings, errors } = await save({
      phone: ' +855 99 111 222 ',
      packages: [{ id: 'professional', price: 899 }],
    });
    expect(errors).toBeUndefined();
    expect(settings).toMatchObject({ phone: '+855 99 111 222', phoneHref: 'tel:+85599111222', email: before.email });
    expect(settings!.revision).toBe(before.revision + 1);
    expect(settings!.updatedBy).toBe('admin@example.com');
    const professional = settings!.packages.find((pkg) => pkg.id === 'professional')!;
    expect(professional.price).toBe(899);
    expect(professional.name).toEqual(before.packages.find((pkg) => pkg.id === 'professional')!.name);
    expect(settings!.packages.find((pkg) => pkg.id === 'starter')!.price).toBe(before.packages[0].price);

    const second = await save({
      address: { en: 'No. 7, Pub Street, Siem Reap', km: 'ផ្ទះលេខ 7 ផ្លូវ Pub Street ក្រុងសៀមរាប' },
      telegram: 'https://t.me/angkor_new',
      whatsapp: 'https://wa.me/85599111222',
      packages: [
        {
          id: 'starter',
          name: { en: 'Starter Plus', km: 'កញ្ចប់ Starter Plus' },
          features: [{ en: 'Up to 6 pages', km: 'រហូតដល់ 6 ទំព័រ' }],
        },
      ],
    });
    expect(second.errors).toBeUndefined();
    const visitor = await read();
    expect(visitor).toMatchObject({ phone: '+855 99 111 222', telegram: 'https://t.me/angkor_new', updatedBy: null });
    expect(visitor.packages[0]).toMatchObject({ name: { en: 'Starter Plus' }, features: [{ km: 'រហូតដល់ 6 ទំព័រ' }] });
    expect(visitor.packages[1].price).toBe(899);
    expect((await read(as(staff))).updatedBy).toBe('admin@example.com');
  });

  it('refuse bad values in the caller’s language and keep what was stored', async () => {
    const before = await read();
    const cases: [unknown, RegExp][] = [
      [{ phone: '' }, /phone/],
      [{ phone: 'call me maybe' }, /phone/],
      [{ email: 'not-an-address' }, /email/],
      [{ address: { en: '', km: 'អាសយដ្ឋាន' } }, /address\.en/],
      [{ address: { en: 'x'.repeat(5000), km: 'y' } }, /address\.en/],
      [{ mapUrl: 'http://maps.example.com/office' }, /mapUrl/],
      [{ mapUrl: 'javascript:alert(1)' }, /mapUrl/],
      [{ telegram: 'https://example.com/angkordigital' }, /telegram/],
      [{ whatsapp: 'http://wa.me/85512345678' }, /whatsapp/],
      [{ socialLinks: [{ network: 'myspace', label: 'MySpace', url: 'https://myspace.com/a' }] }, /network/],
      [
        { socialLinks: [{ network: 'facebook', label: 'Facebook', url: 'ftp://facebook.com/a' }] },
        /socialLinks\.0\.url/,
      ],
      [{ packages: [{ id: 'platinum', price: 10 }] }, /packages\.0\.id/],
      [{ packages: [{ id: 'starter', price: 0 }] }, /packages\.0\.price/],
      [{ packages: [{ id: 'starter', price: -5 }] }, /packages\.0\.price/],
      [{ packages: [{ id: 'starter', price: 100_001 }] }, /packages\.0\.price/],
      [{ packages: [{ id: 'starter', features: [] }] }, /packages\.0\.features/],
      [
        {
          packages: [
            { id: 'starter', price: 300 },
            { id: 'starter', price: 301 },
          ],
        },
        /packages\.1\.id/,
      ],
    ];
    for (const [input, field] of cases) {
      const { errors } = await save(input);
      expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      // Each field keeps its own sentence for the form; the message is those sentences, in words, not
      // the fields' keys (the editor's toast shows it as it is).
      const fields = (errors?.[0].extensions?.fields ?? {}) as Record<string, string>;
      expect(Object.keys(fields).join(' ')).toMatch(field);
      expect(errors?.[0].message).toBe([...new Set(Object.values(fields))].join(' '));
      expect(errors?.[0].message).not.toMatch(/\w\.(\d+|en|km)\b/);
    }
    // Both languages: the message is written in the caller's.
    const khmer = await save({ phone: 'abc' }, as(admin, { 'accept-language': 'km' }));
    expect(khmer.errors?.[0].message).toBe('សូមដាក់លេខទូរសព្ទជាលេខ និងដកឃ្លា ឧ. +855 12 345 678។');
    const khmerPrice = await save({ packages: [{ id: 'starter', price: 0 }] }, as(admin, { 'accept-language': 'km' }));
    // Which of the three packages it is about, by its stored name.
    expect(khmerPrice.errors?.[0].message).toMatch(/^.*Starter.*៖ តម្លៃត្រូវជាចំនួនគត់ជាដុល្លារអាមេរិក ពី 1 ដល់ 100,000។$/);
    // Wrong types never reach the service: GraphQL refuses them.
    for (const input of [
      { packages: [{ id: 'starter', price: 'cheap' }] },
      { packages: [{ id: 'starter', price: 9.5 }] },
      { phone: 42 },
    ]) {
      const { errors } = await save(input);
      expect(errors?.length).toBeGreaterThan(0);
    }
    expect(await read()).toEqual(before);
  });

  it('apply concurrent saves one after the other', async () => {
    const before = await read();
    const results = await Promise.all(
      [301, 302, 303, 304].map((price, index) =>
        save({ packages: [{ id: index % 2 ? 'enterprise' : 'starter', price: price + index }] }),
      ),
    );
    expect(results.every((result) => result.errors === undefined)).toBe(true);
    const after = await read();
    expect(after.revision).toBe(before.revision + 4);
    expect(results.map((result) => result.settings!.revision).sort()).toEqual(
      [1, 2, 3, 4].map((n) => before.revision + n),
    );
  });

  it('refuse a save made from an older revision than the stored one, in the caller’s language, and keep what was stored', async () => {
    const opened = await read();
    const first = await save({ phone: '+855 11 222 333' }, as(admin), opened.revision);
    expect(first.errors).toBeUndefined();
    expect(first.settings!.revision).toBe(opened.revision + 1);
    // A second admin whose form still shows the revision before that save.
    for (const [language, words] of [
      ['en', /Someone else saved the settings/],
      ['km', /មានអ្នកផ្សេងបានរក្សាទុកការកំណត់/],
    ] as const) {
      const stale = await save(
        { email: 'late@example.com' },
        as(admin, { 'accept-language': language }),
        opened.revision,
      );
      expect(stale.settings).toBeUndefined();
      expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(stale.errors?.[0]?.message).toMatch(words);
    }
    const after = await read();
    expect(after).toEqual({ ...first.settings, updatedBy: null });
    expect(after.email).toBe(opened.email);
    // From the stored revision, the same save goes through.
    const again = await save({ email: 'late@example.com' }, as(admin), after.revision);
    expect(again.errors).toBeUndefined();
    expect(again.settings).toMatchObject({ email: 'late@example.com', phone: '+855 11 222 333' });
  });
});
