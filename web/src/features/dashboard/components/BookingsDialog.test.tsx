import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../app/toast';
import {
  AvailabilityDocument,
  BookableDaysDocument,
  BookingDocument,
  CancelBookingDocument,
  DashboardSummaryDocument,
  RescheduleBookingByStaffDocument,
  StaffActivityDocument,
  UpcomingBookingsDocument,
  type UpcomingBookingsQueryVariables,
} from '../../../gql/graphql';
import { Toaster } from '../../../layout/Toaster';
import {
  graphQLError,
  mockOperation,
  mockSubscription,
  sentVariables,
  type Refusal,
  type TestApolloOptions,
} from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import DashboardPage from '../pages/DashboardPage';
import { BookingsDialog, type BookingRow } from './BookingsDialog';

type Mock = NonNullable<TestApolloOptions['mocks']>[number];

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
    meeting: 'video',
    meetingUrl: 'https://meet.jit.si/AngkorDigital-abc',
    source: 'form',
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
    meeting: 'phone',
    meetingUrl: null,
    source: 'chat',
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
    meeting: 'office',
    meetingUrl: null,
    source: 'form',
  },
];

/** A first page of upcoming bookings (with this search), answered as often as asked. */
const listed = (
  filters: Omit<UpcomingBookingsQueryVariables, 'limit' | 'offset'>,
  rows: BookingRow[],
  total = rows.length,
): Mock => ({
  ...mockOperation(
    UpcomingBookingsDocument,
    { ...filters, limit: 25, offset: 0 },
    { data: { upcomingBookings: { rows, total, limit: 25, offset: 0 } } },
  ),
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const refused = (refusal: Refusal): Mock => mockOperation(UpcomingBookingsDocument, { limit: 25, offset: 0 }, refusal);

let activity = mockSubscription(StaffActivityDocument);
/** The dashboard's bookings dialog, open, with the api's answers. */
function openBookings(path = '/dashboard', mocks: Mock[] = [listed({}, BOOKINGS)]) {
  const user = userEvent.setup();
  activity = mockSubscription(StaffActivityDocument);
  const onClose = jest.fn();
  const view = renderAt(
    path,
    <>
      <BookingsDialog onClose={onClose} />
      <Toaster />
    </>,
    { mocks, subscriptions: [activity] },
  );
  return { user, onClose, view, dialog: screen.getByRole('dialog') };
}

describe("the dashboard's upcoming bookings", () => {
  beforeEach(() => {
    act(() => dismissToast());
  });

  it('lists them by day in Cambodia time, the visitor’s clock beside when it differs, fetched once at opening', async () => {
    const { dialog } = openBookings();
    expect(dialog).toHaveAccessibleName('Upcoming Bookings');
    expect(await within(dialog).findByText('3 upcoming')).toBeInTheDocument();
    const days = within(dialog).getAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual(['Wednesday, 3 March 2027', 'Thursday, 4 March 2027']);

    const cards = within(dialog).getAllByTestId('booking-card');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('9:00 AM – 10:00 AM');
    expect(cards[0]).toHaveTextContent('60 min');
    expect(cards[0]).toHaveTextContent('Web Design');
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
    // A booking made in the chat says so; the form's say nothing.
    expect(cards[1]).toHaveTextContent('Booked in the chat');
    expect(cards[0]).not.toHaveTextContent('Booked in the chat');

    expect(within(dialog).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/bookings?format=csv',
    );
    expect(sentVariables(UpcomingBookingsDocument)).toEqual([{ limit: 25, offset: 0 }]);
  });

  it('shows a booking made or cancelled elsewhere as soon as staff activity reports it', async () => {
    const { dialog } = openBookings('/dashboard', [
      mockOperation(
        UpcomingBookingsDocument,
        { limit: 25, offset: 0 },
        { data: { upcomingBookings: { rows: BOOKINGS.slice(0, 2), total: 2, limit: 25, offset: 0 } } },
      ),
      listed({}, BOOKINGS),
    ]);
    expect(await within(dialog).findByText('2 upcoming')).toBeInTheDocument();
    // An inquiry is not a booking: the list is not asked again.
    act(() => activity.next({ staffActivity: { kind: 'inquiry', id: 'i1', at: '2027-02-22T01:00:00.000Z' } }));
    expect(sentVariables(UpcomingBookingsDocument)).toHaveLength(1);
    act(() => activity.next({ staffActivity: { kind: 'booking', id: 'b3', at: '2027-02-22T01:00:00.000Z' } }));
    expect(await within(dialog).findByText('3 upcoming')).toBeInTheDocument();
    expect(within(dialog).getByText('Dara Sok')).toBeInTheDocument();
  });

  it('speaks Khmer under /km: Khmer dates, 24-hour times', async () => {
    const { dialog } = openBookings('/km/dashboard');
    expect(dialog).toHaveAccessibleName('ការកក់ដែលនឹងមកដល់');
    expect(await within(dialog).findByText('ថ្ងៃពុធ ទី 3 ខែមីនា ឆ្នាំ 2027')).toBeInTheDocument();
    const cards = within(dialog).getAllByTestId('booking-card');
    expect(cards[1]).toHaveTextContent('14:00 – 14:30');
    expect(cards[1]).toHaveTextContent('ម៉ោងរបស់ភ្ញៀវ៖ 2:00 – 2:30, ម៉ោងនៅ New York (GMT-5)');
    expect(cards[1]).toHaveTextContent('បានកក់តាមការជជែក');
    expect(within(cards[0]).getByRole('button', { name: 'បោះបង់ការកក់' })).toBeInTheDocument();
  });

  it('shows the loading and empty texts', async () => {
    const { dialog } = openBookings('/dashboard', [listed({}, [])]);
    expect(within(dialog).getByText('Loading bookings...')).toBeInTheDocument();
    expect(await within(dialog).findByText('No upcoming bookings')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, and shows Access Denied when refused as FORBIDDEN', async () => {
    const first = openBookings('/dashboard', [
      refused(graphQLError({ code: 'UNAVAILABLE', message: 'The database is not answering.' })),
    ]);
    expect(
      await within(first.dialog).findByText(
        'The bookings could not be loaded. Please close this window and try again.',
      ),
    ).toBeInTheDocument();
    first.view.unmount();

    const { dialog } = openBookings('/dashboard', [
      refused(graphQLError({ code: 'FORBIDDEN', message: 'Access Denied' })),
    ]);
    expect(await within(dialog).findByText('Access Denied')).toBeInTheDocument();
    expect(
      within(dialog).getByText("You don't have permission to view bookings. Admin access is required."),
    ).toBeInTheDocument();
    expect(sentVariables(UpcomingBookingsDocument)).toHaveLength(2);
  });

  it('cancels a booking after asking, removes it and confirms with a toast; keeping it changes nothing', async () => {
    const { user, dialog } = openBookings('/dashboard', [
      listed({}, BOOKINGS),
      mockOperation(
        CancelBookingDocument,
        { id: 'b2' },
        { data: { cancelBooking: { ...BOOKINGS[1], status: 'cancelled' } } },
      ),
    ]);
    const card = (await within(dialog).findByText('Jane Doe')).closest('li')!;

    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    let confirm = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(confirm).toHaveTextContent(
      "Jane Doe's consultation on Wednesday, 3 March 2027, 2:00 PM – 2:30 PM, Cambodia time (GMT+7) will be cancelled.",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel this booking?' })).not.toBeInTheDocument());
    expect(sentVariables(CancelBookingDocument)).toEqual([]);
    // Kept: focus is back on the button that asked.
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Cancel booking' })).toHaveFocus());

    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    confirm = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(screen.getByText('Jane Doe has been told by e-mail.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Jane Doe')).not.toBeInTheDocument();
    expect(within(dialog).getAllByTestId('booking-card')).toHaveLength(2);
    expect(within(dialog).getByText('2 upcoming')).toBeInTheDocument();
    // Its button is gone with it: focus stays in the dialog (its title), so Tab and Escape still work there.
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Upcoming Bookings' })).toHaveFocus());
    expect(sentVariables(CancelBookingDocument)).toEqual([{ id: 'b2' }]);
  });

  it('keeps the booking and shows the server’s reason when cancelling is refused', async () => {
    const { user, dialog } = openBookings('/dashboard', [
      listed({}, BOOKINGS),
      mockOperation(
        CancelBookingDocument,
        { id: 'b1' },
        graphQLError({
          code: 'CONFLICT',
          message: 'This meeting has already started, so it can no longer be cancelled.',
        }),
      ),
    ]);
    const card = (await within(dialog).findByText('Sokha Chan')).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText('This meeting has already started, so it can no longer be cancelled.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Sokha Chan')).toBeInTheDocument();
  });

  it('says only that cancelling failed when the server failed', async () => {
    const { user, dialog } = openBookings('/dashboard', [
      listed({}, BOOKINGS),
      mockOperation(
        CancelBookingDocument,
        { id: 'b1' },
        graphQLError({ code: 'INTERNAL_SERVER_ERROR', message: 'Unexpected error.' }),
      ),
    ]);
    const card = (await within(dialog).findByText('Sokha Chan')).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('The booking could not be cancelled. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected error.')).toBeNull();
  });

  it('finds bookings by a word once typing pauses, and opens one in full', async () => {
    const { user, dialog } = openBookings('/dashboard', [
      listed({}, BOOKINGS),
      listed({ search: 'jane' }, [BOOKINGS[1]]),
      mockOperation(BookingDocument, { id: 'b2' }, { data: { booking: BOOKINGS[1] } }),
    ]);
    await within(dialog).findByText('3 upcoming');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search name, e-mail, phone or message' }), 'jane');
    expect(await within(dialog).findByText('1 upcoming')).toBeInTheDocument();
    expect(sentVariables(UpcomingBookingsDocument).at(-1)).toEqual({ search: 'jane', limit: 25, offset: 0 });
    expect(within(dialog).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/bookings?format=csv&q=jane',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Details' }));
    const detail = await screen.findByRole('dialog', { name: 'Booking: Jane Doe' });
    expect(detail).toHaveTextContent('WhenWednesday, 3 March 2027, 2:00 PM – 2:30 PM, Cambodia time (GMT+7)');
    expect(detail).toHaveTextContent(
      "Visitor's clockWednesday, 3 March 2027, 2:00 AM – 2:30 AM, New York time (GMT-5)",
    );
    expect(detail).toHaveTextContent('StatusConfirmed');
    expect(detail).toHaveTextContent('How we meetPhone call');
    await waitFor(() => expect(sentVariables(BookingDocument)).toEqual([{ id: 'b2' }]));
    await user.click(within(detail).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel this booking?' })).toBeInTheDocument();
  });

  it('opens the booking an alert links to (?booking=), a cancelled one too, without a Cancel button', async () => {
    const summary = {
      messagesToday: 0,
      scheduledMeetings: 0,
      paidOrdersThisMonth: 0,
      activeSubscribers: 0,
      recentActivity: [],
    };
    renderAt(
      '/dashboard?booking=b9',
      <>
        <DashboardPage />
        <Toaster />
      </>,
      {
        mocks: [
          mockOperation(DashboardSummaryDocument, {}, { data: { dashboard: summary } }),
          listed({}, BOOKINGS),
          mockOperation(
            BookingDocument,
            { id: 'b9' },
            { data: { booking: { ...BOOKINGS[0], id: 'b9', name: 'Vannak Gone', status: 'cancelled' } } },
          ),
        ],
        subscriptions: [mockSubscription(StaffActivityDocument)],
      },
    );
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
      const { user, dialog } = openBookings('/dashboard', [
        listed({}, BOOKINGS),
        // The month's free days and the day's times, for the booking's own length, in the office's zone.
        mockOperation(
          BookableDaysDocument,
          { month: '2027-03', timezone: 'Asia/Phnom_Penh', duration: 30 },
          { data: { bookableDays: { days: ['2027-03-05'] } } },
        ),
        mockOperation(
          AvailabilityDocument,
          { date: '2027-03-05', timezone: 'Asia/Phnom_Penh', duration: 30 },
          { data: { availability: { timeSlots: ['10:00', '10:30'] } } },
        ),
        mockOperation(
          RescheduleBookingByStaffDocument,
          { id: 'b2', datetime: '2027-03-05T03:00:00.000Z' },
          { data: { rescheduleBookingByStaff: moved } },
        ),
      ]);
      const card = (await within(dialog).findByText('Jane Doe')).closest('li')!;
      // Each row's buttons say whose booking they act on.
      expect(within(card).getByRole('button', { name: 'Move' })).toHaveAccessibleDescription(/^Jane Doe /);
      await user.click(within(card).getByRole('button', { name: 'Move' }));
      const move = await screen.findByRole('dialog', { name: 'Move the booking of Jane Doe' });
      expect(move).toHaveTextContent('Now: Wednesday, 3 March 2027, 2:00 PM – 2:30 PM, Cambodia time (GMT+7).');
      expect(within(move).getByRole('button', { name: 'Move the booking' })).toBeDisabled();
      // The picker shows office time, and says so (not "your own clock", "your time zone").
      expect(move).toHaveTextContent("on the office's clock");
      expect(move).not.toHaveTextContent('your own clock');
      await user.click(await within(move).findByRole('gridcell', { name: '5' }));
      await user.click(await within(move).findByRole('button', { name: '10:00 AM' }));
      expect(move).toHaveTextContent('New time: Friday, 5 March 2027, 10:00 AM – 10:30 AM, Cambodia time (GMT+7)');
      expect(move).toHaveTextContent('Times are office time:');
      await user.click(within(move).getByRole('button', { name: 'Move the booking' }));

      expect(await screen.findByText('Booking moved')).toBeInTheDocument();
      expect(sentVariables(RescheduleBookingByStaffDocument)).toEqual([
        { id: 'b2', datetime: '2027-03-05T03:00:00.000Z' },
      ]);
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
