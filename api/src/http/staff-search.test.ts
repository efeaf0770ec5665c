import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bookingApi, paymentsApi } from '@site/common';
import { Booking } from '../features/booking/booking.entity.js';
import { Order } from '../features/payments/payments.entity.js';
import { TestBrowser, finishSignIn, signIn } from '../test/browser.js';
import { callRest, restUrl } from '../test/rest.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

// The staff lists of bookings and orders (issue 17 item 6): searched by the database, one row by id, CSV.
let t: TestApp;
const admin = new TestBrowser();
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  const em = t.app.orm.em.fork();
  const booking = (
    name: string,
    day: number,
    message: string | null,
    status: 'confirmed' | 'cancelled' = 'confirmed',
  ) =>
    em.create(Booking, {
      name,
      email: `${name.split(' ')[0].toLowerCase()}@tours.test`,
      phone: day === 8 ? '+855 97 111 222' : null,
      service: 'seo',
      startsAt: new Date(Date.UTC(2030, 0, day, 2)),
      endsAt: new Date(Date.UTC(2030, 0, day, 3)),
      duration: 60,
      timezone: 'Asia/Phnom_Penh',
      language: 'km',
      status,
      message,
    });
  const rows = {
    sokha: booking('Sokha Chan', 7, 'ផ្ទះសំណាក់នៅសៀមរាប'),
    dara: booking('Dara Sok', 8, 'About our 100% organic café'),
    gone: booking('Vannak Gone', 9, null, 'cancelled'),
  };
  const order = (email: string | null, pkg: string) =>
    em.create(Order, {
      package: pkg,
      amountCents: pkg === 'starter' ? 29900 : 149900,
      currency: 'usd',
      status: 'paid',
      customerEmail: email,
      provider: 'stripe',
      providerReference: `pi_${pkg}_${email ? 'known' : 'unknown'}`,
      language: 'en',
      paidAt: new Date(),
    });
  const orders = { starter: order('hotel@siemreap.test', 'starter'), enterprise: order(null, 'enterprise') };
  await em.flush();
  for (const [name, row] of Object.entries({ ...rows, ...orders })) ids[name] = row.id;
  await finishSignIn(admin, (await signIn(admin, t.url, 'admin@example.com')).callbackUrl);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('bookings', () => {
  const find = async (q: string) =>
    (await callRest(t.url, bookingApi.upcoming, { q }, { browser: admin })).body.map((row) => row.name);

  it('finds upcoming bookings by name, e-mail, phone or message (Khmer too), % literally', async () => {
    expect(await find('')).toEqual(['Sokha Chan', 'Dara Sok']);
    expect(await find('sokha')).toEqual(['Sokha Chan']);
    expect(await find('dara@tours')).toEqual(['Dara Sok']);
    expect(await find('97 111')).toEqual(['Dara Sok']);
    expect(await find('សៀមរាប')).toEqual(['Sokha Chan']);
    expect(await find('100%')).toEqual(['Dara Sok']);
    expect(await find('Vannak')).toEqual([]);
  });

  it('shows one booking whatever its status, 404 for none', async () => {
    const gone = await callRest(t.url, bookingApi.detail, { id: ids.gone }, { browser: admin });
    expect(gone.body).toMatchObject({ name: 'Vannak Gone', status: 'cancelled' });
    expect((await callRest(t.url, bookingApi.detail, { id: ids.starter }, { browser: admin })).status).toBe(404);
  });

  it('exports the search as CSV', async () => {
    const csv = await admin.request(`${restUrl(t.url, bookingApi.upcoming, { q: 'sokha' })}&format=csv`);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Sokha Chan"');
  });
});

describe('orders', () => {
  const find = async (q: string) =>
    (await callRest(t.url, paymentsApi.orders, { q }, { browser: admin })).body.map((row) => row.id);

  it('finds orders by the customer’s e-mail, the package, the order number or the payment reference', async () => {
    expect(await find('siemreap')).toEqual([ids.starter]);
    expect(await find('enterprise')).toEqual([ids.enterprise]);
    expect(await find(ids.enterprise.slice(0, 8).toUpperCase())).toEqual([ids.enterprise]);
    expect(await find('pi_starter')).toEqual([ids.starter]);
    expect(await find('_')).toHaveLength(2);
    expect(await find('%')).toEqual([]);
  });

  it('shows one order, 404 for none', async () => {
    const one = await callRest(t.url, paymentsApi.order, { id: ids.starter }, { browser: admin });
    expect(one.body).toMatchObject({ package: 'starter', customerEmail: 'hotel@siemreap.test', status: 'paid' });
    expect((await callRest(t.url, paymentsApi.order, { id: ids.sokha }, { browser: admin })).status).toBe(404);
  });

  it('exports them as CSV, the search applied', async () => {
    const csv = await admin.request(`${restUrl(t.url, paymentsApi.orders, { q: 'siemreap' })}&format=csv`);
    expect(csv.headers.get('content-disposition')).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Created (UTC)","Order","Package","Amount","Status","Method","Customer e-mail","Language","Paid (UTC)","Provider reference","Bakong transaction hash","Problem","ID"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Starter","$299","paid","Card (Stripe)","hotel@siemreap.test"');
  });
});
