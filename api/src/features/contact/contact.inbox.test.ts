import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contactApi, type InquiryListInput } from '@site/common';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { callRest, restUrl } from '../../test/rest.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { ContactSubmission } from './contact.entity.js';

// The staff inbox (issue 17): search, filters, one inquiry in full, who set its status.
let t: TestApp;
const admin = new TestBrowser();
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  const em = t.app.orm.em.fork();
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 9, minutes));
  const rows = {
    guesthouse: em.create(ContactSubmission, {
      name: 'Sokha Chan',
      email: 'sokha@guesthouse.test',
      service: 'web-design',
      message: 'We need a bilingual website for our guesthouse near Pub Street.',
      language: 'en',
      status: 'new',
      source: 'form',
      createdAt: at(0),
    }),
    khmer: em.create(ContactSubmission, {
      name: 'ដារ៉ា សុខ',
      email: 'dara@tours.test',
      service: 'seo',
      message: 'ខ្ញុំចង់បានគេហទំព័រសម្រាប់ក្រុមហ៊ុនទេសចរណ៍របស់ខ្ញុំ',
      language: 'km',
      status: 'read',
      source: 'form',
      createdAt: at(10),
    }),
    percent: em.create(ContactSubmission, {
      name: 'Vannak',
      email: 'vannak@shop.test',
      phone: '+855 12 999 888',
      service: 'other',
      message: 'Can we get 50% off_season prices?',
      language: 'en',
      status: 'replied',
      source: 'form',
      createdAt: at(20),
    }),
    lead: em.create(ContactSubmission, {
      name: 'Sophal Meas',
      email: null,
      phone: '012 345 678',
      service: null,
      message: 'Do you build Telegram bots?',
      language: 'en',
      status: 'new',
      source: 'chat',
      transcript: [
        { role: 'user', content: 'Do you build Telegram bots?' },
        { role: 'assistant', content: "I'm sorry, I don't know the answer to that." },
      ],
      createdAt: at(30),
    }),
  };
  await em.flush();
  for (const [name, row] of Object.entries(rows)) ids[name] = row.id;
  await finishSignIn(admin, (await signIn(admin, t.url, 'admin@example.com')).callbackUrl);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const names = async (input: InquiryListInput) => {
  const response = await callRest(t.url, contactApi.list, input, { browser: admin });
  expect(response.status).toBe(200);
  return { names: response.body.map((row) => row.name), total: response.headers.get('x-total-count') };
};

describe('the inbox: GET /api/admin/contact-submissions', () => {
  it('lists everything newest first, chat leads included', async () => {
    expect(await names({})).toEqual({
      names: ['Sophal Meas', 'Vannak', 'ដារ៉ា សុខ', 'Sokha Chan'],
      total: '4',
    });
  });

  it('finds an inquiry by a word of its message, its name, e-mail or phone, in any case', async () => {
    expect((await names({ q: 'GUESTHOUSE' })).names).toEqual(['Sokha Chan']);
    expect((await names({ q: 'telegram' })).names).toEqual(['Sophal Meas']);
    expect((await names({ q: 'tours.test' })).names).toEqual(['ដារ៉ា សុខ']);
    expect((await names({ q: '999 888' })).names).toEqual(['Vannak']);
    expect((await names({ q: 'nothing like this' })).names).toEqual([]);
  });

  it('finds Khmer text by a Khmer word', async () => {
    expect((await names({ q: 'ទេសចរណ៍' })).names).toEqual(['ដារ៉ា សុខ']);
    expect((await names({ q: 'ដារ៉ា' })).names).toEqual(['ដារ៉ា សុខ']);
  });

  it('takes % and _ literally', async () => {
    expect((await names({ q: '50%' })).names).toEqual(['Vannak']);
    expect((await names({ q: '%' })).names).toEqual(['Vannak']);
    expect((await names({ q: 'f_s' })).names).toEqual(['Vannak']);
    expect((await names({ q: '_' })).names).toEqual(['Vannak']);
  });

  it('filters by status and by source, with the search', async () => {
    expect(await names({ status: 'new' })).toEqual({ names: ['Sophal Meas', 'Sokha Chan'], total: '2' });
    expect((await names({ source: 'chat' })).names).toEqual(['Sophal Meas']);
    expect((await names({ status: 'new', q: 'pub street' })).names).toEqual(['Sokha Chan']);
  });

  it('refuses a bad filter or a search too long, naming the field', async () => {
    for (const [input, field] of [
      [{ status: 'archived' }, 'status'],
      [{ source: 'fax' }, 'source'],
      [{ q: 'x'.repeat(201) }, 'q'],
    ] as const) {
      const response = await callRest(t.url, contactApi.list, input as InquiryListInput, { browser: admin });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors ?? {})).toEqual([field]);
    }
    const repeated = await admin.request(`${restUrl(t.url, contactApi.list, {})}?q=a&q=b`);
    expect(repeated.status).toBe(400);
  });

  it('exports the filtered list as CSV', async () => {
    const csv = await admin.request(`${restUrl(t.url, contactApi.list, { q: 'telegram' })}&format=csv`);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Sophal Meas","","012 345 678","","Do you build Telegram bots?","en","new","chat"');
  });
});

describe('one inquiry and its status', () => {
  it('answers the whole inquiry with the conversation, 404 for an unknown id', async () => {
    const response = await callRest(t.url, contactApi.detail, { id: ids.lead }, { browser: admin });
    expect(response.body).toMatchObject({
      id: ids.lead,
      source: 'chat',
      email: null,
      phone: '012 345 678',
      transcript: [
        { role: 'user', content: 'Do you build Telegram bots?' },
        { role: 'assistant', content: "I'm sorry, I don't know the answer to that." },
      ],
      statusChangedAt: null,
      statusChangedBy: null,
    });
    expect(
      (await callRest(t.url, contactApi.detail, { id: '00000000-0000-4000-8000-000000000000' }, { browser: admin }))
        .status,
    ).toBe(404);
    expect((await callRest(t.url, contactApi.detail, { id: 'nope' }, { browser: admin })).status).toBe(404);
  });

  it('records who marked it replied, and when', async () => {
    const before = Date.now();
    const response = await callRest(
      t.url,
      contactApi.setStatus,
      { id: ids.lead, status: 'replied' },
      { browser: admin },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'replied', statusChangedBy: 'admin@example.com' });
    expect(new Date(response.body.statusChangedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await names({ status: 'replied' })).names).toEqual(['Sophal Meas', 'Vannak']);
  });
});
