import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClosureView, Json } from '@site/common';
import { dismissToast } from '../../../app/toast';
import { Toaster } from '../../../layout/Toaster';
import { fetchResponse, type MockResponse } from '../../../test/fetch';
import { renderAt } from '../../../test/render';
import ClosuresPage from './ClosuresPage';

const CLOSURES: Json<ClosureView>[] = [
  {
    id: 'c1',
    from: '2026-12-29',
    to: '2026-12-29',
    reasonEn: 'Peace Day in Cambodia',
    reasonKm: 'ទិវាសន្តិភាពនៅកម្ពុជា',
    source: 'holiday',
    createdBy: null,
    createdAt: '2026-11-24T00:00:00.000Z',
    bookings: [],
  },
  {
    id: 'c2',
    from: '2027-01-11',
    to: '2027-01-13',
    reasonEn: 'Office move',
    reasonKm: 'ផ្លាស់ប្ដូរការិយាល័យ',
    source: 'staff',
    createdBy: 'admin@example.com',
    createdAt: '2026-11-24T00:00:00.000Z',
    bookings: [
      {
        id: 'b1',
        name: 'Sokha Chan',
        service: 'seo',
        startsAt: '2027-01-12T03:00:00.000Z',
        endsAt: '2027-01-12T04:00:00.000Z',
        timezone: 'America/New_York',
      },
    ],
  },
];

let answers: Record<string, MockResponse>;
let fetchMock: jest.Mock<(url: string, init?: RequestInit) => Promise<ReturnType<typeof fetchResponse>>>;
const key = (url: string, init?: RequestInit) => `${init?.method ?? 'GET'} ${url.split('?')[0]}`;

function open(path = '/dashboard/closures') {
  renderAt(
    path,
    <>
      <ClosuresPage routeId="closures" />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

describe('the staff closures page', () => {
  beforeEach(() => {
    act(() => dismissToast());
    answers = {
      'GET /api/admin/closures': { status: 200, body: CLOSURES },
      'DELETE /api/admin/closures/c2': {
        status: 200,
        body: { message: 'The closure is removed: those dates can be booked again.' },
      },
      'POST /api/admin/closures': { status: 201, body: CLOSURES[1] },
    };
    fetchMock = jest.fn(async (url: string, init?: RequestInit) =>
      fetchResponse(answers[key(url, init)] ?? { status: 404, body: '' }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('lists closures in office dates with their reasons and the bookings each overlaps', async () => {
    open();
    const items = await screen.findAllByTestId('closure');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Tuesday, 29 December 2026');
    expect(items[0]).toHaveTextContent('Public holiday');
    expect(items[1]).toHaveTextContent('Monday, 11 January 2027 – Wednesday, 13 January 2027');
    expect(items[1]).toHaveTextContent('ផ្លាស់ប្ដូរការិយាល័យ');
    expect(items[1]).toHaveTextContent('Bookings on these days (kept): 1');
    // The booking in the office's zone.
    expect(items[1]).toHaveTextContent(
      'Sokha Chan: Tuesday, 12 January 2027, 10:00 AM – 11:00 AM, Cambodia time (GMT+7)',
    );
    expect(screen.getByTestId('closures-zone')).toHaveTextContent('Cambodia time');
  });

  it('removes one only after confirming, then asks for the list again', async () => {
    const user = open();
    const items = await screen.findAllByTestId('closure');
    await user.click(within(items[1]).getByRole('button', { name: /Remove the closure of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Open these days again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it closed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([url, init]) => key(url, init) === 'DELETE /api/admin/closures/c2')).toBe(false);
    await user.click(within(items[1]).getByRole('button', { name: /Remove the closure of/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, open these days' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => key(url, init) === 'DELETE /api/admin/closures/c2')).toBe(true),
    );
    expect(await screen.findByText('The closure is removed: those dates can be booked again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url, init]) => key(url, init) === 'GET /api/admin/closures')).toHaveLength(
        2,
      ),
    );
  });

  it('checks the form before sending, in the page’s language, and sends a valid closure', async () => {
    const user = open('/km/dashboard/closures');
    await screen.findAllByTestId('closure');
    await user.click(screen.getByRole('button', { name: 'បន្ថែមថ្ងៃឈប់សម្រាក' }));
    expect(await screen.findAllByText('សូមបំពេញចន្លោះនេះ')).toHaveLength(3);
    expect(fetchMock.mock.calls.some(([url, init]) => key(url, init) === 'POST /api/admin/closures')).toBe(false);
    await user.type(screen.getByLabelText(/ថ្ងៃដំបូង/), '2027-01-11');
    await user.type(screen.getByLabelText(/មូលហេតុជាភាសាអង់គ្លេស/), 'Office move');
    await user.type(screen.getByLabelText(/មូលហេតុជាភាសាខ្មែរ/), 'ផ្លាស់ប្ដូរការិយាល័យ');
    await user.click(screen.getByRole('button', { name: 'បន្ថែមថ្ងៃឈប់សម្រាក' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => key(url, init) === 'POST /api/admin/closures')).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url, i]) => key(url, i) === 'POST /api/admin/closures')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      from: '2027-01-11',
      reasonEn: 'Office move',
      reasonKm: 'ផ្លាស់ប្ដូរការិយាល័យ',
    });
  });

  it('shows Access Denied to staff who are not admins (403)', async () => {
    answers['GET /api/admin/closures'] = { status: 403, body: { message: 'Forbidden' } };
    open();
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
