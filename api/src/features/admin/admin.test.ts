import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { ContactSubmission } from '../contact/index.js';
import { NewsletterSubscription } from '../newsletter/index.js';

// The local default: the built-in OpenID provider at /dev-oidc, its admin@example.com an admin by default.
let t: TestApp;
const anonymous = new TestBrowser();
const staff = new TestBrowser();
const admin = new TestBrowser();
let oldest: string;

beforeAll(async () => {
  t = await startTestApp();
  const em = t.app.orm.em.fork();
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 9, minutes));
  const old = em.create(ContactSubmission, {
    name: '=HYPERLINK("http://evil.test","click")',
    email: 'old@guesthouse.test',
    phone: '+855 12 000 000',
    service: 'seo',
    message: 'Line one, "quoted"\nline two',
    language: 'en',
    status: 'new',
    createdAt: at(0),
  });
  em.create(ContactSubmission, {
    name: 'សុខា ចាន់',
    email: 'new@guesthouse.test',
    service: 'web-design',
    message: 'សួស្តី',
    language: 'km',
    status: 'new',
    createdAt: at(30),
  });
  em.create(NewsletterSubscription, {
    email: 'first@reader.test',
    language: 'en',
    status: 'active',
    subscribedAt: at(1),
  });
  em.create(NewsletterSubscription, {
    email: 'second@reader.test',
    name: 'Dara',
    language: 'km',
    status: 'pending',
    subscribedAt: at(2),
  });
  await em.flush();
  oldest = old.id;
  await finishSignIn(staff, (await signIn(staff, t.url, 'staff@example.com')).callbackUrl);
  await finishSignIn(admin, (await signIn(admin, t.url, 'admin@example.com')).callbackUrl);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const REST_CALLS = [
  ['GET', '/api/admin/contact-submissions'],
  ['GET', '/api/admin/contact-submissions?format=csv'],
  ['GET', '/api/admin/newsletter-subscriptions'],
  ['GET', '/api/admin/newsletter-subscriptions?format=csv'],
  ['PATCH', '/api/admin/contact-submissions/:id'],
] as const;

const call = (browser: TestBrowser, method: string, path: string) =>
  browser.request(`${t.url}${path.replace(':id', oldest)}`, {
    method,
    ...(method === 'PATCH' ? { json: { status: 'read' } } : {}),
  });

describe('the built-in OpenID provider (local default)', () => {
  it('signs in its test accounts with their roles', async () => {
    expect(JSON.parse((await staff.request(`${t.url}/api/auth/user`)).text)).toEqual({
      id: expect.any(String),
      email: 'staff@example.com',
      firstName: 'Dara',
      lastName: 'Sok',
      profileImageUrl: null,
      role: 'staff',
    });
    expect(JSON.parse((await admin.request(`${t.url}/api/auth/user`)).text)).toMatchObject({
      email: 'admin@example.com',
      firstName: 'Sophea',
      role: 'admin',
    });
  });

  it('shows a sign-in page offering the two test accounts, and refuses any other', async () => {
    const browser = new TestBrowser();
    const { page } = await signIn(browser, t.url, 'staff@example.com');
    expect(page.text).toContain('Sign in as admin@example.com');
    expect(page.text).toContain('Sign in as staff@example.com');
    const another = new TestBrowser();
    const hops = await another.follow(`${t.url}/api/login`, (next) => /\/interaction\/[^/]+$/.test(next));
    const refused = await another.request(`${hops.at(-1)!.location}/login`, {
      form: { email: 'intruder@example.com' },
    });
    expect(refused.status).toBe(400);
  });

  it('serves discovery at /dev-oidc like any issuer', async () => {
    const response = await fetch(`${t.url}/dev-oidc/.well-known/openid-configuration`);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata.issuer).toBe(`${t.url}/dev-oidc`);
    expect(metadata.end_session_endpoint).toBe(`${t.url}/dev-oidc/session/end`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  });
});

describe('admin REST calls', () => {
  it.each(REST_CALLS)('%s %s answers 401 anonymous, 403 staff, 200 admin', async (method, path) => {
    const none = await call(anonymous, method, path);
    expect(none.status).toBe(401);
    expect(JSON.parse(none.text).message).toBe('Please sign in to continue.');
    const denied = await call(staff, method, path);
    expect(denied.status).toBe(403);
    expect(JSON.parse(denied.text).message).toContain('Access Denied');
    expect((await call(admin, method, path)).status).toBe(200);
  });

  it('lists contact submissions newest first with the admin-view fields', async () => {
    const response = await admin.request(`${t.url}/api/admin/contact-submissions`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const rows = JSON.parse(response.text);
    expect(rows.map((row: { email: string }) => row.email)).toEqual(['new@guesthouse.test', 'old@guesthouse.test']);
    expect(Object.keys(rows[0]).sort()).toEqual(
      ['createdAt', 'email', 'id', 'language', 'message', 'name', 'service', 'status'].sort(),
    );
    expect(rows[0]).toMatchObject({ name: 'សុខា ចាន់', service: 'web-design', language: 'km', status: 'new' });
    expect(rows[0].createdAt).toBe('2026-01-05T09:30:00.000Z');
  });

  it('lists newsletter subscriptions newest first, an empty name as null', async () => {
    const rows = JSON.parse((await admin.request(`${t.url}/api/admin/newsletter-subscriptions`)).text);
    expect(rows).toEqual([
      {
        id: expect.any(String),
        email: 'second@reader.test',
        name: 'Dara',
        language: 'km',
        status: 'pending',
        subscribedAt: '2026-01-05T09:02:00.000Z',
      },
      expect.objectContaining({ email: 'first@reader.test', name: null, status: 'active' }),
    ]);
  });

  it('exports CSV with quoting, formula neutralised and a BOM for Khmer text', async () => {
    const response = await admin.request(`${t.url}/api/admin/contact-submissions?format=csv`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Date (UTC)","Name","Email","Phone","Service","Message","Language","Status","ID"');
    expect(lines[1]).toContain('"សុខា ចាន់"');
    expect(response.text).toContain(
      `"'=HYPERLINK(""http://evil.test"",""click"")","old@guesthouse.test","'+855 12 000 000","SEO & Digital Marketing","Line one, ""quoted""\nline two"`,
    );
    const newsletter = await admin.request(`${t.url}/api/admin/newsletter-subscriptions?format=csv`);
    expect(newsletter.text.split('\r\n')[1]).toMatch(
      /^"2026-01-05T09:02:00.000Z","second@reader.test","Dara","km","pending"/,
    );
  });

  it('moves a contact submission new → read → replied, refusing unknown statuses and ids', async () => {
    const patch = (id: string, body: unknown) =>
      admin.request(`${t.url}/api/admin/contact-submissions/${id}`, { method: 'PATCH', json: body });
    expect(JSON.parse((await patch(oldest, { status: 'read' })).text).status).toBe('read');
    expect(JSON.parse((await patch(oldest, { status: 'replied' })).text).status).toBe('replied');
    const bad = await patch(oldest, { status: 'archived' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).errors.status).toMatch(/new, read, replied/);
    expect((await patch('00000000-0000-4000-8000-000000000000', { status: 'read' })).status).toBe(404);
    expect((await patch('not-a-uuid', { status: 'read' })).status).toBe(404);
    const row = await t.app.orm.em.fork().findOneOrFail(ContactSubmission, { id: oldest });
    expect(row.status).toBe('replied');
  });
});

describe('admin GraphQL', () => {
  const gql = async (browser: TestBrowser, query: string, variables?: Record<string, unknown>) =>
    JSON.parse((await browser.request(`${t.url}/graphql`, { json: { query, variables } })).text) as {
      data?: Record<string, unknown> | null;
      errors?: { extensions: { code: string } }[];
    };
  // [field, document, takes the id of a submission]
  const OPERATIONS: [string, string, boolean][] = [
    ['contactSubmissions', '{ contactSubmissions { id name email service message language status createdAt } }', false],
    ['newsletterSubscriptions', '{ newsletterSubscriptions { id email name language status subscribedAt } }', false],
    [
      'updateContactSubmissionStatus',
      'mutation ($id: ID!) { updateContactSubmissionStatus(id: $id, status: read) { id status } }',
      true,
    ],
  ];

  it.each(OPERATIONS)('%s: UNAUTHENTICATED anonymous, FORBIDDEN staff, data for admin', async (name, query, withId) => {
    const variables = withId ? { id: oldest } : undefined;
    expect((await gql(anonymous, query, variables)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(staff, query, variables)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    const answer = await gql(admin, query, variables);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.[name]).toBeTruthy();
  });

  it('knows the user of a WebSocket from the session cookie of its upgrade request', async () => {
    const run = async (cookie?: string) => {
      const client = createClient({
        url: `${t.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(address, protocols, cookie ? { headers: { cookie } } : {});
          }
        },
        retryAttempts: 0,
      });
      try {
        const events = client.iterate<{ contactSubmissions: { email: string }[] }>({
          query: '{ contactSubmissions { email } }',
        });
        return (await events.next()).value;
      } finally {
        await client.dispose();
      }
    };
    expect((await run(admin.cookieHeader()))?.data?.contactSubmissions).toHaveLength(2);
    expect((await run(staff.cookieHeader()))?.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await run())?.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
