import { afterEach, describe, expect, it } from '@jest/globals';
import { authApi, bookingApi, contactApi, paymentsApi } from '@site/common';
import { mockFetch, sentBody } from '../test/fetch';
import { ApiError, call, callPage, errorText, isForbidden } from './api-client';

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('the REST client (SPEC §7, §8)', () => {
  it('sends a contract’s method, path and JSON body with the cookies and the page’s language', async () => {
    const fetchMock = mockFetch({ status: 201, body: { message: 'Message sent successfully!' } });
    const input = {
      name: 'Dara',
      email: 'd@x.test',
      phone: '',
      service: 'seo',
      message: 'Hi',
      language: 'km' as const,
    };
    expect(await call(contactApi.submit, input, { language: 'km' })).toEqual({ message: 'Message sent successfully!' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': 'km' },
    });
    expect(sentBody(fetchMock)).toEqual(input);
  });

  it('puts path parameters in the path, a GET’s input in the query, and sends no body with a GET', async () => {
    const fetchMock = mockFetch({ status: 200, body: { timeSlots: [] } });
    await call(bookingApi.availability, { date: '2027-03-15', timezone: 'Asia/Phnom_Penh', duration: 30 });
    expect(fetchMock.mock.calls[0][0]).toBe(
      '/api/booking/availability?date=2027-03-15&timezone=Asia%2FPhnom_Penh&duration=30',
    );
    expect(fetchMock.mock.calls[0][1]?.body).toBeUndefined();
    await call(bookingApi.cancelByStaff, { id: 'a/b', language: 'en' });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/admin/bookings/a%2Fb/cancel');
    expect(sentBody(fetchMock, 1)).toEqual({ language: 'en' });
  });

  it('answers undefined for an empty success body', async () => {
    mockFetch({ status: 200, body: '' });
    expect(await call(authApi.user, {})).toBeUndefined();
  });

  it('throws an ApiError "{status}: {body}" carrying the server’s message and field errors apart', async () => {
    const body = {
      message: 'Please check these fields: Email.',
      errors: { email: 'Please enter a valid email address', n: 1 },
    };
    mockFetch({ status: 400, body });
    const error = (await call(contactApi.submit, {} as never).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(error.serverMessage).toBe('Please check these fields: Email.');
    // Only text messages: anything else in `errors` is not a field's message.
    expect(error.fieldErrors).toEqual({ email: 'Please enter a valid email address' });
    expect(errorText(error, 'fallback')).toBe('Please check these fields: Email.');
  });

  it('uses the status text when the error body is empty, and keeps a non-JSON body as text', async () => {
    mockFetch({ status: 502, body: '' });
    const empty = (await call(authApi.provider, {}).catch((caught: unknown) => caught)) as ApiError;
    expect(empty.message).toBe('502: status 502');
    expect(empty.serverMessage).toBeUndefined();
    expect(errorText(empty, 'fallback')).toBe('502: status 502');
    mockFetch({ status: 500, body: 'Internal Server Error' });
    const text = (await call(authApi.provider, {}).catch((caught: unknown) => caught)) as ApiError;
    expect(text.message).toBe('500: Internal Server Error');
    expect(text.fieldErrors).toEqual({});
    expect(errorText(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });

  it('tells a 403 by its status, never by parsing a message (SPEC §6)', () => {
    expect(isForbidden(new ApiError(403, '403: {}'))).toBe(true);
    expect(isForbidden(new ApiError(401, '401: 403 mentioned'))).toBe(false);
    expect(isForbidden(new Error('403: looks like it'))).toBe(false);
    expect(isForbidden(null)).toBe(false);
  });

  it('reads a staff page and the whole list’s size from X-Total-Count', async () => {
    const fetchMock = mockFetch({ status: 200, body: [{ id: 'o1' }], headers: { 'X-Total-Count': '101' } });
    expect(await callPage(paymentsApi.orders, { offset: 100 })).toEqual({ rows: [{ id: 'o1' }], total: 101 });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/orders?offset=100');
    mockFetch({ status: 200, body: [{ id: 'o1' }] });
    expect((await callPage(paymentsApi.orders, {})).total).toBe(1);
  });
});
