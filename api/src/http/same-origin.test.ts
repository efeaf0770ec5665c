import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { zonedTimeToUtc } from '@site/common';
import { Booking } from '../features/booking/booking.entity.js';
import { BookingTokens } from '../features/booking/booking.tokens.js';
import { ContactSubmission } from '../features/contact/contact.entity.js';
import { TestBrowser, finishSignIn, signIn } from '../test/browser.js';
import { clientIp, postJson, startTestApp, type TestApp } from '../test/test-app.js';
import { CROSS_ORIGIN_REFUSED, requestSource } from './same-origin.js';
import { workday } from '../test/dates.js';

describe('requestSource', () => {
  const site = 'https://angkor.example';
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, 'same-origin'],
    [{ 'sec-fetch-site': 'same-origin', origin: site }, 'same-origin'],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://angkor.example:8443' }, 'other'],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://shop.angkor.example' }, 'other'],
    [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, 'other'],
    [{ 'sec-fetch-site': 'none' }, 'other'],
    [{ 'sec-fetch-site': 'same-origin, cross-site' }, 'other'],
    [{ origin: site }, 'same-origin'],
    [{ origin: 'http://angkor.example' }, 'other'],
    [{ origin: 'https://angkor.example:8443' }, 'other'],
    [{ origin: 'null' }, 'other'],
    [{ origin: `${site}.evil.example` }, 'other'],
    [{}, 'no-browser'],
  ])('%j is %s', (headers, expected) => {
    expect(requestSource(headers, site)).toBe(expected);
  });
});

// Over HTTP: what a page on another port of the same host (same site, so SameSite cookies go along)
// could do with an admin's browser, and what the site's own pages still do.
describe('state-changing REST calls check where they come from', () => {
  let t: TestApp;
  const admin = new TestBrowser();
  let sameSite: Record<string, string>;
  let crossSite: Record<string, string>;
  const fromSite = { 'sec-fetch-site': 'same-origin' };

  beforeAll(async () => {
    t = await startTestApp();
    const otherPort = `${new URL(t.url).protocol}//${new URL(t.url).hostname}:${Number(new URL(t.url).port) + 1}`;
    sameSite = { 'sec-fetch-site': 'same-site', origin: otherPort };
    crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
    await finishSignIn(admin, (await signIn(admin, t.url, 'admin@example.com')).callbackUrl);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const em = () => t.app.orm.em.fork();
  async function aBooking(hour: string): Promise<Booking> {
    const date = workday();
    const email = `visitor.${hour.replace(':', '')}@tours.test`;
    const booked = await postJson(
      `${t.url}/api/booking`,
      {
        name: 'Sokha Chan',
        email,
        service: 'seo',
        datetime: zonedTimeToUtc(date, hour, 'Asia/Phnom_Penh').toISOString(),
        duration: 30,
        timezone: 'Asia/Phnom_Penh',
        language: 'en',
      },
      clientIp(),
    );
    expect(booked.status).toBe(201);
    return em().findOneOrFail(Booking, { email });
  }
  const statusOf = async (id: string) => (await em().findOneOrFail(Booking, { id })).status;

  it('PATCH /api/admin/contact-submissions/:id: refused from another origin, in the visitor’s language', async () => {
    const fork = em();
    const row = fork.create(ContactSubmission, {
      name: 'Dara',
      email: 'dara@guesthouse.test',
      service: 'seo',
      message: 'Hello',
      language: 'en',
      status: 'new',
    });
    await fork.flush();
    const patch = (headers: Record<string, string>) =>
      admin.request(`${t.url}/api/admin/contact-submissions/${row.id}`, {
        method: 'PATCH',
        json: { status: 'read' },
        headers,
      });
    for (const headers of [sameSite, crossSite, { origin: sameSite.origin }, { origin: 'null' }]) {
      const refused = await patch({ ...headers, 'accept-language': 'km' });
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.text)).toEqual({ message: CROSS_ORIGIN_REFUSED.km });
    }
    expect((await em().findOneOrFail(ContactSubmission, { id: row.id })).status).toBe('new');
    // The dashboard's own call, and a client that is no browser (no cookie of a visitor to abuse).
    expect((await patch({ ...fromSite, origin: t.url })).status).toBe(200);
    expect((await patch({ origin: t.url })).status).toBe(200);
    expect((await patch({})).status).toBe(200);
  });

  it('POST /api/admin/bookings/:id/cancel: an auto-submitted text/plain form on another port cancels nothing', async () => {
    const booking = await aBooking('10:00');
    const path = `${t.url}/api/admin/bookings/${booking.id}/cancel`;
    const form = { method: 'POST', headers: { 'content-type': 'text/plain' } };
    for (const headers of [sameSite, crossSite]) {
      const refused = await admin.request(path, { ...form, headers: { ...form.headers, ...headers } });
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.text)).toEqual({ message: CROSS_ORIGIN_REFUSED.en });
    }
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect((await admin.request(path, { method: 'POST', headers: { ...fromSite, origin: t.url } })).status).toBe(200);
    expect(await statusOf(booking.id)).toBe('cancelled');
  });

  it('POST /api/booking/cancel (the cancel link’s button): only from the site’s own page', async () => {
    const booking = await aBooking('11:00');
    const token = new BookingTokens(t.config.sessionSecret).sign({ bookingId: booking.id, nonce: booking.cancelNonce });
    const link = `${t.url}/api/booking/cancel?token=${encodeURIComponent(token)}`;
    const browser = new TestBrowser();
    for (const headers of [sameSite, crossSite])
      expect((await browser.request(link, { form: { go: '1' }, headers })).status).toBe(403);
    expect(await statusOf(booking.id)).toBe('confirmed');
    const page = await browser.request(link, { form: { go: '1' }, headers: { ...fromSite, origin: t.url } });
    expect(page.status).toBe(200);
    expect(await statusOf(booking.id)).toBe('cancelled');
  });

  it('the anonymous forms take JSON only: a text/plain form from anywhere stores nothing (415)', async () => {
    const count = async (table: string) =>
      Number((await em().getConnection().execute(`select count(*) as n from ${table}`))[0].n);
    const tables = ['contact_submissions', 'newsletter_subscriptions', 'bookings', 'orders'];
    const before = await Promise.all(tables.map(count));
    const body = JSON.stringify({
      name: 'Forged',
      email: 'forged@evil.example',
      service: 'seo',
      message: 'Sent by a form on another site',
      language: 'en',
      package: 'starter',
      messages: [{ role: 'user', content: 'hi' }],
    });
    for (const path of ['/api/contact', '/api/newsletter', '/api/booking', '/api/chat', '/api/create-payment-intent']) {
      const response = await fetch(`${t.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...crossSite, ...clientIp() },
        body,
      });
      expect({ path, status: response.status }).toEqual({ path, status: 415 });
    }
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});
