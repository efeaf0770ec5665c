import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zonedTimeToUtc } from '@site/common';
import { dismissToast } from '../../../app/toast';
import {
  AvailabilityDocument,
  BookableDaysDocument,
  CreateBookingDocument,
  type BookableDaysQueryVariables,
} from '../../../gql/graphql';
import { Toaster } from '../../../layout/Toaster';
import { graphQLError, holdAnswers, mockOperation, sentVariables, type Refusal } from '../../../test/apollo';
import { fillIn } from '../../../test/fill';
import { renderAt } from '../../../test/render';
import { BookingForm } from '../components/BookingForm';
import { TimeSlotGrid } from '../components/TimeSlotGrid';
import { useSlotPicker } from './useSlotPicker';

const PP = 'Asia/Phnom_Penh';
const DATE = '2027-03-05';

/** The shown month is today's: any month, in the visitor's zone, with the picker's duration (and token). */
const daysOf =
  (duration: number, token?: string) =>
  (variables: BookableDaysQueryVariables): boolean =>
    variables.timezone === PP && variables.duration === duration && variables.token === token;
const days = (list: string[] | Refusal, duration = 60, token?: string) =>
  mockOperation(
    BookableDaysDocument,
    daysOf(duration, token),
    Array.isArray(list) ? { data: { bookableDays: { days: list } } } : list,
  );
const times = (list: string[] | Refusal, extra: { duration?: number; token?: string } = {}) =>
  mockOperation(
    AvailabilityDocument,
    { date: DATE, timezone: PP, duration: extra.duration ?? 60, ...(extra.token ? { token: extra.token } : {}) },
    Array.isArray(list) ? { data: { availability: { timeSlots: list } } } : list,
  );

/** The booking page's wiring (pages/BookingPage.tsx) without its calendar, whose month is today's. */
function Harness({ token, fixedDuration }: { token?: string; fixedDuration?: number }) {
  const picker = useSlotPicker(PP, token, fixedDuration);
  const start = picker.date && picker.time ? zonedTimeToUtc(picker.date, picker.time, PP) : null;
  return (
    <>
      <p data-testid="days">{picker.daysFailed ? 'failed' : picker.days ? [...picker.days].join(',') : 'loading'}</p>
      <button type="button" onClick={() => picker.chooseDate(DATE)}>
        Choose {DATE}
      </button>
      <section aria-label="Times">
        <TimeSlotGrid
          date={picker.date}
          dateLabel={picker.date ?? ''}
          timeZone={PP}
          showCambodia={false}
          state={picker.availability}
          selected={picker.time}
          onSelect={picker.chooseTime}
          onRetry={picker.reload}
        />
      </section>
      <BookingForm
        start={start}
        timeZone={PP}
        duration={picker.duration}
        onDurationChange={picker.setDuration}
        onBooked={picker.reset}
        onTaken={() => {
          picker.chooseTime(null);
          picker.reload();
        }}
      />
      <Toaster />
    </>
  );
}

const toastCard = () => within(screen.getByRole('region', { name: /\(F8\)/ })).getByTestId('toast');
const slots = () => within(screen.getByRole('group', { name: /^Free start times on/ })).getAllByRole('button');

describe('useSlotPicker', () => {
  afterEach(() => act(() => dismissToast()));

  it('asks for the month’s free days, then the chosen date’s times, and asks again after a failure', async () => {
    const user = userEvent.setup();
    renderAt('/booking', <Harness />, {
      mocks: [
        days(['2027-03-05', '2027-03-08']),
        days(['2027-03-08']),
        times(graphQLError({ code: 'BAD_USER_INPUT', message: 'Closed for Khmer New Year' })),
        times(['10:00', '10:30']),
      ],
    });
    expect(screen.getByTestId('days')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('days')).toHaveTextContent('2027-03-05,2027-03-08'));
    expect(screen.getByText('Pick a date to see the free times.')).toBeInTheDocument();
    expect(sentVariables(AvailabilityDocument)).toEqual([]);

    let release = holdAnswers();
    await user.click(screen.getByRole('button', { name: `Choose ${DATE}` }));
    const grid = screen.getByRole('region', { name: 'Times' });
    expect(within(grid).getByRole('status')).toHaveTextContent('Loading available times...');
    await act(async () => release());
    const alert = await within(grid).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load available times. Please try again.');
    expect(alert).toHaveTextContent('Closed for Khmer New Year');

    // A retry shows the spinner again, like the first answer.
    release = holdAnswers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(grid).getByRole('status')).toHaveTextContent('Loading available times...');
    expect(screen.getByTestId('days')).toHaveTextContent('loading');
    await act(async () => release());
    await waitFor(() => expect(slots().map((slot) => slot.dataset.time)).toEqual(['10:00', '10:30']));
    expect(sentVariables(AvailabilityDocument)).toEqual([
      { date: DATE, timezone: PP, duration: 60 },
      { date: DATE, timezone: PP, duration: 60 },
    ]);
    // The retry asked for the month's days again too.
    expect(screen.getByTestId('days')).toHaveTextContent(/^2027-03-08$/);
    expect(sentVariables(BookableDaysDocument)).toHaveLength(2);
  });

  it('shows the days’ failure, and asks with the manage link’s token and the booking’s own duration', async () => {
    const token = 'manage-token';
    const user = userEvent.setup();
    renderAt('/booking/manage', <Harness token={token} fixedDuration={90} />, {
      mocks: [
        days(graphQLError({ code: 'INTERNAL_SERVER_ERROR', message: 'Unexpected error.' }), 90, token),
        times(['09:00'], { duration: 90, token }),
      ],
    });
    await waitFor(() => expect(screen.getByTestId('days')).toHaveTextContent('failed'));
    await user.click(screen.getByRole('button', { name: `Choose ${DATE}` }));
    await waitFor(() => expect(slots().map((slot) => slot.dataset.time)).toEqual(['09:00']));
    expect(sentVariables(BookableDaysDocument)[0]).toMatchObject({ timezone: PP, duration: 90, token });
  });

  it('on a CONFLICT keeps the form, says the server’s text, drops the chosen time and shows fresh times', async () => {
    const user = userEvent.setup();
    const taken = 'Sorry, that time was just booked — please choose another time.';
    const input = {
      name: 'Sokha Chan',
      email: 'sokha@example.com',
      phone: '',
      service: 'seo',
      meeting: 'video',
      message: '',
      website: '',
      duration: 60,
      datetime: '2027-03-05T03:30:00.000Z', // 10:30 in Phnom Penh
      timezone: PP,
      language: 'en' as const,
    };
    renderAt('/booking', <Harness />, {
      mocks: [
        days([DATE]),
        times(['10:00', '10:30']),
        mockOperation(CreateBookingDocument, { input }, graphQLError({ code: 'CONFLICT', message: taken })),
        times(['10:00']),
        days([DATE]),
      ],
    });
    await user.click(screen.getByRole('button', { name: `Choose ${DATE}` }));
    await waitFor(() => expect(slots()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: '10:30 AM' }));
    expect(screen.getByRole('button', { name: '10:30 AM' })).toHaveAttribute('aria-pressed', 'true');
    await fillIn(user, screen.getByRole('textbox', { name: /^Name/ }), 'Sokha Chan');
    await fillIn(user, screen.getByRole('textbox', { name: /^Email/ }), 'sokha@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Service/ }), 'seo');

    const release = holdAnswers();
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await act(async () => release());
    await waitFor(() => expect(toastCard()).toHaveTextContent(taken));
    expect(toastCard()).toHaveTextContent('Error');
    await waitFor(() => expect(slots().map((slot) => slot.dataset.time)).toEqual(['10:00']));
    expect(screen.getByRole('button', { name: '10:00 AM' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Sokha Chan');
    expect(sentVariables(AvailabilityDocument)).toHaveLength(2);
    expect(sentVariables(BookableDaysDocument)).toHaveLength(2);
  });
});
