import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { Toaster } from '../../../layout/Toaster';
import { dismissToast } from '../../../app/toast';
import { fetchAuthState, resetAuthState } from '../../auth';
import DashboardPage from '../pages/DashboardPage';
import type { BookingRow } from './BookingsDialog';
import { fetchResponse, type MockResponse } from '../../../test/fetch';

// 2027-03-03 is a Wednesday: 09:00 and 14:00 in Cambodia (UTC+7), then Thursday 09:30.
const BOOKINGS: BookingRow[] = [
  {
    id: 'b1',
    name: 'Sokha Chan',
    email: 'sokha@guesthouse.test',
    phone: '+855 12 345 678',
    service: 'web-design',
    startsAt: '2027-03-03T02:00:00.000Z',
    endsAt: '2027-03-03T03:00:00.000Z',
    duration: 60,
    timezone: 'Asia/Phnom_Penh',
    language: 'km',
    status: 'confirmed',
    message: 'A website for our guesthouse.\nWith a map.',
    createdAt: '2027-02-20T01:00:00.000Z',
  },
  {
    id: 'b2',
    name: 'Jane Doe',
    email: 'jane@tours.test',
    phone: null,
    service: 'seo',
    startsAt: '2027-03-03T07:00:00.000Z',
    endsAt: '2027-03-03T07:30:00.000Z',
    duration: 30,
    timezone: 'America/New_York',
    language: 'en',
    status: 'confirmed',
    message: null,
    createdAt: '2027-02-21T01:00:00.000Z',
  },
  {
    id: 'b3',
    name: 'Dara Sok',
    email: 'dara@tours.test',
    phone: null,
    service: 'consulting',
    startsAt: '2027-03-04T02:30:00.000Z',
    endsAt: '2027-03-04T04:30:00.000Z',
    duration: 120,
    timezone: 'Asia/Bangkok',
    language: 'en',
    status: 'confirmed',
    message: null,
    createdAt: '2027-02-22T01:00:00.000Z',
  },
];

let answers: Record<string, MockResponse>;
let fetchMock: jest.Mock<(url: string, init?: RequestInit) => Promise<ReturnType<typeof fetchResponse>>>;

async function openBookings(path = '/dashboard') {
  const user = userEvent.setup();
  renderAt(
    path,
    <>
      <DashboardPage />
      <Toaster />
    </>,
  );
  await act(async () => void (await fetchAuthState()));
  const label = path.startsWith('/km') ? 'មើលការកក់តាមប្រតិទិន' : 'View Calendar Bookings';
  await user.click(screen.getByRole('button', { name: label }));
  return { user, dialog: await screen.findByRole('dialog') };
}
const bookingCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/admin/bookings'));

describe("the dashboard's upcoming bookings", () => {
  beforeEach(() => {
    resetAuthState();
    act(() => dismissToast());
    answers = {
      '/api/auth/user': { status: 200, body: { firstName: 'Sophea', email: 'admin@example.com', role: 'admin' } },
      '/api/admin/bookings': { status: 200, body: BOOKINGS },
    };
    fetchMock = jest.fn(async (url: string) => fetchResponse(answers[url.split('?')[0]] ?? { status: 404, body: '' }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('lists them by day in Cambodia time, the visitor’s clock beside when it differs, fetched once at opening', async () => {
    const { dialog } = await openBookings();
    expect(dialog).toHaveAccessibleName('Upcoming Bookings');
    expect(await within(dialog).findByText('3 upcoming')).toBeInTheDocument();
    const days = within(dialog).getAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual(['Wednesday, 3 March 2027', 'Thursday, 4 March 2027']);

    const cards = within(dialog).getAllByTestId('booking-card');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('9:00 AM – 10:00 AM');
    expect(cards[0]).toHaveTextContent('60 min');
    expect(cards[0]).toHaveTextContent('Web Design & Development');
    expect(cards[0]).toHaveTextContent('Language: Khmer');
    expect(cards[0]).toHaveTextContent('Message: A website for our guesthouse.');
    expect(cards[0]).not.toHaveTextContent("Visitor's time");
    expect(within(cards[0]).getByRole('link', { name: 'sokha@guesthouse.test' })).toHaveAttribute(
      'href',
      'mailto:sokha@guesthouse.test',
    );
    expect(within(cards[0]).getByRole('link', { name: '+855 12 345 678' })).toHaveAttribute('href', 'tel:+85512345678');
    // 14:00 in Cambodia is 2:00 AM in New York (EST, UTC-5, before its DST starts on 14 March).
    expect(cards[1]).toHaveTextContent('2:00 PM – 2:30 PM');
    expect(cards[1]).toHaveTextContent("Visitor's time: 2:00 AM – 2:30 AM, New York time (GMT-5)");
    // Bangkok keeps Cambodia's clock: nothing to add.
    expect(cards[2]).not.toHaveTextContent("Visitor's time");
    expect(cards[2]).toHaveTextContent('Business Consulting');

    expect(within(dialog).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/bookings?format=csv',
    );
    expect(bookingCalls()).toHaveLength(1);
    expect(bookingCalls()[0][1]).toMatchObject({ credentials: 'include' });
  });

  it('speaks Khmer under /km: Khmer dates, 24-hour times', async () => {
    const { dialog } = await openBookings('/km/dashboard');
    expect(dialog).toHaveAccessibleName('ការកក់ដែលនឹងមកដល់');
    expect(await within(dialog).findByText('ថ្ងៃពុធ ទី 3 ខែមីនា ឆ្នាំ 2027')).toBeInTheDocument();
    const cards = within(dialog).getAllByTestId('booking-card');
    expect(cards[1]).toHaveTextContent('14:00 – 14:30');
    expect(cards[1]).toHaveTextContent('ម៉ោងរបស់ភ្ញៀវ៖ 2:00 – 2:30, ម៉ោងនៅ New York (GMT-5)');
    expect(within(cards[0]).getByRole('button', { name: 'បោះបង់ការកក់' })).toBeInTheDocument();
  });

  it('shows the loading, empty and error texts', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    answers['/api/admin/bookings'] = { status: 200, body: [] };
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      if (url.startsWith('/api/admin/')) await gate;
      return answer(url, init);
    });
    const { dialog } = await openBookings();
    expect(within(dialog).getByText('Loading bookings...')).toBeInTheDocument();
    await act(async () => release());
    expect(await within(dialog).findByText('No upcoming bookings')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, and shows Access Denied on 403', async () => {
    answers['/api/admin/bookings'] = { status: 503, body: { message: 'unavailable' } };
    const first = await openBookings();
    expect(
      await within(first.dialog).findByText(
        'The bookings could not be loaded. Please close this window and try again.',
      ),
    ).toBeInTheDocument();
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    answers['/api/admin/bookings'] = { status: 403, body: { message: 'Access Denied' } };
    await first.user.click(screen.getByRole('button', { name: 'View Calendar Bookings' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Access Denied')).toBeInTheDocument();
    expect(
      within(dialog).getByText("You don't have permission to view bookings. Admin access is required."),
    ).toBeInTheDocument();
    expect(bookingCalls()).toHaveLength(2);
  });

  it('cancels a booking after asking, removes it and confirms with a toast; keeping it changes nothing', async () => {
    answers['/api/admin/bookings/b2/cancel'] = { status: 200, body: { ...BOOKINGS[1], status: 'cancelled' } };
    const { user, dialog } = await openBookings();
    const card = (await within(dialog).findByText('Jane Doe')).closest('li')!;

    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    let confirm = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(confirm).toHaveTextContent(
      "Jane Doe's consultation on Wednesday, 3 March 2027, 2:00 PM – 2:30 PM, Cambodia time (GMT+7) will be cancelled.",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel this booking?' })).not.toBeInTheDocument());
    expect(bookingCalls()).toHaveLength(1);
    // Kept: focus is back on the button that asked.
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Cancel booking' })).toHaveFocus());

    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    confirm = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(screen.getByText('Jane Doe has been told by e-mail.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Jane Doe')).not.toBeInTheDocument();
    expect(within(dialog).getAllByTestId('booking-card')).toHaveLength(2);
    // Its button is gone with it: focus stays in the dialog (its title), so Tab and Escape still work there.
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Upcoming Bookings' })).toHaveFocus());
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/admin/bookings/b2/cancel')!;
    expect(post[1]).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify({ language: 'en' }) });
  });

  it('keeps the booking and shows the server’s reason when cancelling fails', async () => {
    answers['/api/admin/bookings/b1/cancel'] = {
      status: 409,
      body: { message: 'This meeting has already started, so it can no longer be cancelled.' },
    };
    const { user, dialog } = await openBookings();
    const card = (await within(dialog).findByText('Sokha Chan')).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText('This meeting has already started, so it can no longer be cancelled.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Sokha Chan')).toBeInTheDocument();
  });

  it('finds bookings by a word once typing pauses, and opens one in full', async () => {
    const { user, dialog } = await openBookings();
    await within(dialog).findByText('3 upcoming');
    answers['/api/admin/bookings'] = { status: 200, body: [BOOKINGS[1]], headers: { 'X-Total-Count': '1' } };
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search name, e-mail, phone or message' }), 'jane');
    expect(await within(dialog).findByText('1 upcoming')).toBeInTheDocument();
    expect(bookingCalls().at(-1)![0]).toBe('/api/admin/bookings?q=jane&limit=25');
    expect(within(dialog).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/bookings?format=csv&q=jane',
    );
    answers['/api/admin/bookings/b2'] = { status: 200, body: BOOKINGS[1] };
    await user.click(within(dialog).getByRole('button', { name: 'Details' }));
    const detail = await screen.findByRole('dialog', { name: 'Booking: Jane Doe' });
    expect(detail).toHaveTextContent('WhenWednesday, 3 March 2027, 2:00 PM – 2:30 PM, Cambodia time (GMT+7)');
    expect(detail).toHaveTextContent(
      "Visitor's clockWednesday, 3 March 2027, 2:00 AM – 2:30 AM, New York time (GMT-5)",
    );
    expect(detail).toHaveTextContent('StatusConfirmed');
    await user.click(within(detail).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel this booking?' })).toBeInTheDocument();
  });

  it('opens the booking an alert links to (?booking=), a cancelled one too, without a Cancel button', async () => {
    answers['/api/admin/bookings/b9'] = {
      status: 200,
      body: { ...BOOKINGS[0], id: 'b9', name: 'Vannak Gone', status: 'cancelled' },
    };
    renderAt(
      '/dashboard?booking=b9',
      <>
        <DashboardPage />
        <Toaster />
      </>,
    );
    await act(async () => void (await fetchAuthState()));
    const detail = await screen.findByRole('dialog', { name: 'Booking: Vannak Gone' });
    expect(detail).toHaveTextContent('StatusCancelled');
    expect(within(detail).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('moves a booking to a free time in the office zone, tells staff, and shows it at its new time', async () => {
    // The calendar judges dates against today: Monday 1 March 2027, 10:00 in Cambodia (only Date is faked).
    jest.useFakeTimers({
      now: new Date('2027-03-01T03:00:00.000Z'),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
      ],
    });
    try {
      const moved = { ...BOOKINGS[1], startsAt: '2027-03-05T03:00:00.000Z', endsAt: '2027-03-05T03:30:00.000Z' };
      answers['/api/booking/days'] = { status: 200, body: { days: ['2027-03-05'] } };
      answers['/api/booking/availability'] = { status: 200, body: { timeSlots: ['10:00', '10:30'] } };
      answers['/api/admin/bookings/b2/reschedule'] = { status: 200, body: moved };
      const { user, dialog } = await openBookings();
      const card = (await within(dialog).findByText('Jane Doe')).closest('li')!;
      await user.click(within(card).getByRole('button', { name: 'Move' }));
      const move = await screen.findByRole('dialog', { name: 'Move the booking of Jane Doe' });
      expect(move).toHaveTextContent('Now: Wednesday, 3 March 2027, 2:00 PM – 2:30 PM, Cambodia time (GMT+7).');
      expect(within(move).getByRole('button', { name: 'Move the booking' })).toBeDisabled();
      // The month's free days come from the server, for the booking's own length.
      await waitFor(() =>
        expect(
          fetchMock.mock.calls.some(([url]) => url.startsWith('/api/booking/days?') && url.includes('duration=30')),
        ).toBe(true),
      );
      await user.click(await within(move).findByRole('gridcell', { name: '5' }));
      await user.click(await within(move).findByRole('button', { name: '10:00 AM' }));
      expect(move).toHaveTextContent('New time: Friday, 5 March 2027, 10:00 AM – 10:30 AM, Cambodia time (GMT+7)');
      await user.click(within(move).getByRole('button', { name: 'Move the booking' }));

      const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/bookings/b2/reschedule')!;
      expect(call[1]).toMatchObject({ method: 'POST', credentials: 'include' });
      expect(JSON.parse(String(call[1]!.body))).toEqual({ datetime: '2027-03-05T03:00:00.000Z', language: 'en' });
      expect(await screen.findByText('Booking moved')).toBeInTheDocument();
      expect(screen.getByText('Jane Doe has been told by e-mail.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move the booking of Jane Doe' })).toBeNull());
      const days = within(dialog).getAllByRole('heading', { level: 3 });
      expect(days.map((day) => day.textContent)).toEqual([
        'Wednesday, 3 March 2027',
        'Thursday, 4 March 2027',
        'Friday, 5 March 2027',
      ]);
      expect(within(dialog).getAllByTestId('booking-card')[2]).toHaveTextContent('10:00 AM – 10:30 AM');
    } finally {
      jest.useRealTimers();
    }
  });
});
