import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMeeting } from '@site/common';
import { dismissToast } from '../../../app/toast';
import {
  BookableDaysDocument,
  CancelBookingByLinkDocument,
  ManagedBookingDocument,
  type ManagedBookingQuery,
} from '../../../gql/graphql';
import { Toaster } from '../../../layout/Toaster';
import {
  graphQLError,
  holdAnswers,
  mockOperation,
  networkError,
  sentVariables,
  type Refusal,
  type TestApolloOptions,
} from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import { visitorTimeZone } from '../hooks/visitorZone';
import ManageBookingPage from './ManageBookingPage';

const TOKEN = 'manage-token-1';
const BOOKING: ManagedBookingQuery['managedBooking'] = {
  status: 'confirmed',
  startsAt: '2027-03-05T03:00:00.000Z',
  endsAt: '2027-03-05T04:00:00.000Z',
  service: 'seo',
  duration: 60,
  meeting: 'office',
  meetingUrl: null,
  changeable: true,
  noticeHours: 24,
  calendarUrl: `/api/booking/calendar.ics?token=${TOKEN}`,
};

const managed = (answer: Partial<ManagedBookingQuery['managedBooking']> | Refusal) =>
  mockOperation(
    ManagedBookingDocument,
    { token: TOKEN },
    'errors' in answer || 'error' in answer ? answer : { data: { managedBooking: { ...BOOKING, ...answer } } },
  );
/** The picker's month (today's) with the link's token: asked as soon as the actions show. */
const freeDays = mockOperation(BookableDaysDocument, (variables) => variables.token === TOKEN, {
  data: { bookableDays: { days: [] } },
});

const renderPage = (mocks: NonNullable<TestApolloOptions['mocks']>, path = `/booking/manage?token=${TOKEN}`) =>
  renderAt(
    path,
    <>
      <ManageBookingPage routeId="booking-manage" />
      <Toaster />
    </>,
    { mocks },
  );

const toastCard = () => within(screen.getByRole('region', { name: /\(F8\)/ })).getByTestId('toast');

describe('ManageBookingPage', () => {
  afterEach(() => act(() => dismissToast()));

  it('shows the booking of the link, on the visitor’s clock, and its two actions', async () => {
    const release = holdAnswers();
    renderPage([managed({}), freeDays]);
    await waitFor(() => expect(screen.getByText('Loading your booking...')).toBeInTheDocument());
    await act(async () => release());
    const zone = visitorTimeZone('Asia/Phnom_Penh');
    expect(await screen.findByTestId('manage-when')).toHaveTextContent(
      formatMeeting(new Date(BOOKING.startsAt), new Date(BOOKING.endsAt), zone, 'en'),
    );
    expect(screen.getByRole('heading', { name: 'Your consultation' })).toBeInTheDocument();
    expect(screen.getByTestId('manage-service')).toHaveTextContent('SEO & AI Search (GEO)');
    expect(screen.getByTestId('manage-duration')).toHaveTextContent('60 minutes');
    expect(screen.getByTestId('manage-meeting')).toHaveTextContent(/^At our office in Siem Reap/);
    expect(screen.getByRole('button', { name: 'Pick another time' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the booking' })).toBeInTheDocument();
    expect(sentVariables(ManagedBookingDocument)).toEqual([{ token: TOKEN }]);
  });

  it('shows how the meeting happens from the first view: the video call with its link', async () => {
    const meetingUrl = 'https://meet.jit.si/angkor-digital-abc123';
    renderPage([managed({ meeting: 'video', meetingUrl }), freeDays]);
    const meeting = await screen.findByTestId('manage-meeting');
    expect(meeting).toHaveTextContent(/^Video call/);
    expect(within(meeting).getByRole('link', { name: meetingUrl })).toHaveAttribute('href', meetingUrl);
  });

  it('names how a cancelled meeting would have happened, without the link to its call', async () => {
    const meetingUrl = 'https://meet.jit.si/angkor-digital-abc123';
    renderPage([managed({ meeting: 'video', meetingUrl, status: 'cancelled', changeable: false }), freeDays]);
    const meeting = await screen.findByTestId('manage-meeting');
    expect(meeting).toHaveTextContent(/^Video call$/);
    expect(within(meeting).queryByRole('link')).not.toBeInTheDocument();
  });

  it('cancels after asking, says the server’s message and shows the booking as cancelled', async () => {
    const user = userEvent.setup();
    renderPage([
      managed({}),
      freeDays,
      mockOperation(
        CancelBookingByLinkDocument,
        { token: TOKEN },
        { data: { cancelBookingByLink: { message: 'Your booking is cancelled.' } } },
      ),
      managed({ status: 'cancelled', changeable: false }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Cancel the booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this consultation?' });
    const release = holdAnswers();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(within(dialog).getByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    expect(sentVariables(CancelBookingByLinkDocument)).toEqual([{ token: TOKEN }]);
    await act(async () => release());
    await waitFor(() => expect(toastCard()).toHaveTextContent('Your booking is cancelled.'));
    expect(await screen.findByRole('heading', { name: 'Your cancelled consultation' })).toBeInTheDocument();
    expect(screen.getByText('This booking is cancelled. You are welcome to book another time.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the booking' })).not.toBeInTheDocument();
    expect(sentVariables(ManagedBookingDocument)).toHaveLength(2);
  });

  it('shows the server’s refusal of a cancellation, or cancelFailed when no answer came', async () => {
    const user = userEvent.setup();
    const started = 'The meeting has already started.';
    renderPage([
      managed({}),
      freeDays,
      mockOperation(
        CancelBookingByLinkDocument,
        { token: TOKEN },
        graphQLError({ code: 'CONFLICT', message: started }),
      ),
      mockOperation(CancelBookingByLinkDocument, { token: TOKEN }, networkError()),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Cancel the booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(started);
    await user.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to cancel your booking. Please try again.'),
    );
    expect(screen.getByRole('heading', { name: 'Your consultation' })).toBeInTheDocument();
  });

  it('says a booking too close to change online cannot be changed here', async () => {
    renderPage([managed({ changeable: false })]);
    expect(await screen.findByText(/The meeting is less than 24 hours away/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pick another time' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of the link in the page’s language, with a way to book anew', async () => {
    const invalid = 'តំណនេះមិនត្រឹមត្រូវ ឬផុតកំណត់ហើយ។';
    renderPage([managed(graphQLError({ code: 'NOT_FOUND', message: invalid }))], `/km/booking/manage?token=${TOKEN}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(invalid);
    expect(within(alert).getByRole('link', { name: 'កក់ការពិគ្រោះយោបល់' })).toHaveAttribute('href', '/km/booking');
  });

  it('falls back to loadFailed when no answer came', async () => {
    renderPage([managed(networkError())]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your booking. Please try again.');
  });

  it('asks nothing without a token', async () => {
    renderPage([], '/booking/manage');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page needs the link from your confirmation e-mail.',
    );
    expect(sentVariables(ManagedBookingDocument)).toEqual([]);
  });
});
