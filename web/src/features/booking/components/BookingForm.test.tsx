import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../app/toast';
import { CreateBookingDocument, type CreateBookingMutationVariables } from '../../../gql/graphql';
import { Toaster } from '../../../layout/Toaster';
import {
  graphQLError,
  holdAnswers,
  httpError,
  mockOperation,
  networkError,
  sentVariables,
  type Refusal,
} from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import { fillIn } from '../../../test/fill';
import { BookingForm } from './BookingForm';

const START = new Date('2027-03-03T14:30:00.000Z'); // 21:30 in Phnom Penh, 09:30 in New York

/** What `fill` sends on an English page (SPEC §3's payload). */
const INPUT: CreateBookingMutationVariables['input'] = {
  name: 'Sokha Chan',
  email: 'sokha@example.com',
  phone: '',
  service: 'seo',
  meeting: 'video',
  message: '',
  website: '',
  duration: 90,
  datetime: '2027-03-03T14:30:00.000Z',
  timezone: 'America/New_York',
  language: 'en',
};
const BOOKED = {
  data: {
    createBooking: {
      message: 'Appointment booked successfully! Mail is on its way.',
      booking: {
        startsAt: '2027-03-03T14:30:00.000Z',
        endsAt: '2027-03-03T16:00:00.000Z',
        service: 'seo',
        duration: 90,
        timezone: 'America/New_York',
        meeting: 'video',
        meetingUrl: 'https://meet.jit.si/AngkorDigital-abcdefghijklmnopqrstuvwxyz',
      },
      calendarUrl: '/api/booking/calendar.ics?token=t1',
      manageUrl: '/booking/manage?token=t1',
    },
  },
};
/** The api's answer to the filled-in form. */
const answer = (result: typeof BOOKED | Refusal, input = INPUT) =>
  mockOperation(CreateBookingDocument, { input }, result);

function renderForm(start: Date | null, path = '/booking', mocks: ReturnType<typeof answer>[] = []) {
  const onBooked = jest.fn();
  const onTaken = jest.fn();
  const onDurationChange = jest.fn();
  renderAt(
    path,
    <>
      <BookingForm
        start={start}
        timeZone="America/New_York"
        duration={90}
        onDurationChange={onDurationChange}
        onBooked={onBooked}
        onTaken={onTaken}
      />
      <Toaster />
    </>,
    { mocks },
  );
  return { onBooked, onTaken, onDurationChange };
}

const toastCard = () => within(screen.getByRole('region', { name: /\(F8\)/ })).getByTestId('toast');

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await fillIn(user, screen.getByRole('textbox', { name: /^Name/ }), 'Sokha Chan');
  await fillIn(user, screen.getByRole('textbox', { name: /^Email/ }), 'sokha@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Service/ }), 'seo');
}

describe('BookingForm', () => {
  afterEach(() => act(() => dismissToast()));

  it('waits for a date and a time before it can be sent; the duration is chosen before the slots, not here', () => {
    renderForm(null);
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeDisabled();
    expect(screen.getByText('Choose a date and a time above to book.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Duration' })).toBeNull();
    // How we meet: three choices, a video call unless the visitor picks another.
    const meeting = screen.getByRole('radiogroup', { name: 'How would you like to meet?' });
    expect(
      within(meeting)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['video', 'phone', 'office']);
    expect(within(meeting).getByRole('radio', { name: /^Video call/ })).toBeChecked();
    expect(
      within(meeting).getByRole('radio', { name: /^At our office in Siem Reap.*Sivatha Boulevard/ }),
    ).not.toBeChecked();
  });

  it('a phone call needs the number: required, refused empty in the visitor’s language, then sent', async () => {
    const user = userEvent.setup();
    renderForm(START, '/km/booking', [
      answer(BOOKED, { ...INPUT, language: 'km', meeting: 'phone', phone: '+855 12 345 678' }),
    ]);
    await fillIn(user, screen.getByRole('textbox', { name: /^ឈ្មោះ/ }), 'Sokha Chan');
    await fillIn(user, screen.getByRole('textbox', { name: /^អ៊ីមែល/ }), 'sokha@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /^សេវាកម្ម/ }), 'seo');
    const phone = screen.getByRole('textbox', { name: /^លេខទូរស័ព្ទ/ });
    expect(phone).not.toBeRequired();
    await user.click(screen.getByRole('radio', { name: /^ការហៅទូរស័ព្ទ/ }));
    expect(phone).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'កក់ការពិគ្រោះយោបល់' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(sentVariables(CreateBookingDocument)).toEqual([]);
    await fillIn(user, phone, '+855 12 345 678');
    await user.click(screen.getByRole('button', { name: 'កក់ការពិគ្រោះយោបល់' }));
    await waitFor(() =>
      expect(sentVariables(CreateBookingDocument)).toEqual([
        { input: { ...INPUT, language: 'km', meeting: 'phone', phone: '+855 12 345 678' } },
      ]),
    );
  });

  it('refuses missing fields with the destructive toast of SPEC §5 and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm(START, '/booking', [answer(BOOKED)]);
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(toastCard()).toHaveTextContent('Error');
    expect(toastCard()).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sentVariables(CreateBookingDocument)).toEqual([]);
  });

  it('shows the summary in both clocks, sends the SPEC §3 payload and the medium, says Booking... meanwhile, then hands over to the page', async () => {
    const release = holdAnswers();
    const user = userEvent.setup();
    const { onBooked, onDurationChange } = renderForm(START, '/booking', [answer(BOOKED)]);
    await fill(user);
    expect(screen.getByTestId('booking-summary-when')).toHaveTextContent(
      'Wednesday, 3 March 2027, 9:30 AM – 11:00 AM, New York time (GMT-5)',
    );
    expect(screen.getByTestId('booking-summary-cambodia')).toHaveTextContent(
      'Wednesday, 3 March 2027, 9:30 PM – 11:00 PM, Cambodia time (GMT+7)',
    );
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByRole('button', { name: 'Booking...' })).toBeDisabled();
    expect(sentVariables(CreateBookingDocument)).toEqual([{ input: INPUT }]);
    expect(onBooked).not.toHaveBeenCalled();
    await act(async () => release());
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(BOOKED.data.createBooking));
    // The page's lasting confirmation says it: no toast over its buttons.
    expect(screen.queryByRole('region', { name: /\(F8\)/ })?.querySelector('[data-testid="toast"]') ?? null).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(onDurationChange).toHaveBeenCalledWith(60);
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  });

  it('on CONFLICT (409) shows the server’s message in a destructive toast and asks the page for fresh times', async () => {
    const taken = graphQLError({
      code: 'CONFLICT',
      message: 'សូមអភ័យទោស ម៉ោងនោះទើបតែមានគេកក់ហើយ — សូមជ្រើសរើសម៉ោងផ្សេងទៀត។',
    });
    const user = userEvent.setup();
    const { onTaken, onBooked } = renderForm(START, '/km/booking', [answer(taken, { ...INPUT, language: 'km' })]);
    await fillIn(user, screen.getByRole('textbox', { name: /^ឈ្មោះ/ }), 'Sokha Chan');
    await fillIn(user, screen.getByRole('textbox', { name: /^អ៊ីមែល/ }), 'sokha@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /^សេវាកម្ម/ }), 'seo');
    await user.click(screen.getByRole('button', { name: 'កក់ការពិគ្រោះយោបល់' }));
    await waitFor(() => expect(toastCard()).toHaveTextContent('ម៉ោងនោះទើបតែមានគេកក់ហើយ'));
    expect(toastCard()).toHaveTextContent('កំហុស');
    expect(toastCard()).toHaveAttribute('data-variant', 'destructive');
    expect(onTaken).toHaveBeenCalledTimes(1);
    expect(onBooked).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^ឈ្មោះ/ })).toHaveValue('Sokha Chan');
  });

  it("shows the server's field errors under the fields, keeps the time and what was typed", async () => {
    const refused = graphQLError({
      code: 'BAD_USER_INPUT',
      message: 'Please check the highlighted fields.',
      fields: { email: 'Please enter a valid email address' },
    });
    const user = userEvent.setup();
    const { onTaken, onBooked } = renderForm(START, '/booking', [answer(refused)]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    expect(toastCard()).toHaveTextContent('Please check the highlighted fields.');
    expect(onTaken).not.toHaveBeenCalled();
    expect(onBooked).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Sokha Chan');
  });

  it('asks for fresh times when the server refuses the time itself (a datetime field error)', async () => {
    const refused = graphQLError({
      code: 'BAD_USER_INPUT',
      message: 'That time is outside business hours.',
      fields: { datetime: 'That time is outside business hours.' },
    });
    const user = userEvent.setup();
    const { onTaken } = renderForm(START, '/booking', [answer(refused)]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(toastCard()).toHaveTextContent('That time is outside business hours.'));
    expect(onTaken).toHaveBeenCalledTimes(1);
  });

  it('shows SPEC §8’s status text for an HTTP failure that is not GraphQL’s', async () => {
    const user = userEvent.setup();
    const { onTaken } = renderForm(START, '/booking', [answer(httpError(500, ''))]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(toastCard()).toHaveTextContent('500: status 500'));
    expect(onTaken).not.toHaveBeenCalled();
  });

  it('falls back to booking.error when no answer came', async () => {
    const user = userEvent.setup();
    renderForm(START, '/booking', [answer(networkError())]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(toastCard()).toHaveTextContent('Failed to book appointment. Please try again.'));
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  });
});
