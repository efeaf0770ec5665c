import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../app/toast';
import { Toaster } from '../../../layout/Toaster';
import { deferred, mockFetch, sentBody, type MockResponse } from '../../../test/fetch';
import { renderAt } from '../../../test/render';
import { fillIn } from '../../../test/fill';
import { BookingForm } from './BookingForm';

const START = new Date('2027-03-03T14:30:00.000Z'); // 21:30 in Phnom Penh, 09:30 in New York

function renderForm(start: Date | null, path = '/booking') {
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

  it('waits for a date and a time before it can be sent', () => {
    renderForm(null);
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeDisabled();
    expect(screen.getByText('Choose a date and a time above to book.')).toBeInTheDocument();
    const duration = screen.getByRole('combobox', { name: 'Duration' });
    expect(
      within(duration)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['30 minutes', '60 minutes', '90 minutes', '120 minutes']);
  });

  it('refuses missing fields with the destructive toast of SPEC §5 and sends nothing', async () => {
    const fetchMock = mockFetch({ status: 201, body: { message: 'ok' } });
    const user = userEvent.setup();
    renderForm(START);
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(toastCard()).toHaveTextContent('Error');
    expect(toastCard()).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the summary in both clocks, sends the SPEC §3 payload, says Booking... meanwhile and resets', async () => {
    const answer = deferred<MockResponse>();
    const fetchMock = mockFetch(answer.promise);
    const user = userEvent.setup();
    const { onBooked, onDurationChange } = renderForm(START);
    await fill(user);
    expect(screen.getByTestId('booking-summary-when')).toHaveTextContent(
      'Wednesday, 3 March 2027, 9:30 AM – 11:00 AM, New York time (GMT-5)',
    );
    expect(screen.getByTestId('booking-summary-cambodia')).toHaveTextContent(
      'Wednesday, 3 March 2027, 9:30 PM – 11:00 PM, Cambodia time (GMT+7)',
    );
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByRole('button', { name: 'Booking...' })).toBeDisabled();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/booking');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Sokha Chan',
      email: 'sokha@example.com',
      phone: '',
      service: 'seo',
      message: '',
      website: '',
      duration: 90,
      datetime: '2027-03-03T14:30:00.000Z',
      timezone: 'America/New_York',
      language: 'en',
    });
    await act(async () =>
      answer.resolve({ status: 201, body: { message: 'Appointment booked successfully! Mail is on its way.' } }),
    );
    await waitFor(() => expect(toastCard()).toHaveTextContent('Appointment booked successfully! Mail is on its way.'));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(onBooked).toHaveBeenCalled();
    expect(onDurationChange).toHaveBeenCalledWith(60);
  });

  it('on 409 shows the server’s message in a destructive toast and asks the page for fresh times', async () => {
    mockFetch({ status: 409, body: { message: 'សូមអភ័យទោស ម៉ោងនោះទើបតែមានគេកក់ហើយ — សូមជ្រើសរើសម៉ោងផ្សេងទៀត។' } });
    const user = userEvent.setup();
    const { onTaken, onBooked } = renderForm(START, '/km/booking');
    await fillIn(user, screen.getByRole('textbox', { name: /^ឈ្មោះ/ }), 'Sokha Chan');
    await fillIn(user, screen.getByRole('textbox', { name: /^អ៊ីមែល/ }), 'sokha@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /^សេវាកម្ម/ }), 'seo');
    await user.click(screen.getByRole('button', { name: 'កក់ការពិគ្រោះយោបល់' }));
    await waitFor(() => expect(toastCard()).toHaveTextContent('ម៉ោងនោះទើបតែមានគេកក់ហើយ'));
    expect(toastCard()).toHaveTextContent('កំហុស');
    expect(onTaken).toHaveBeenCalled();
    expect(onBooked).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^ឈ្មោះ/ })).toHaveValue('Sokha Chan');
  });

  it('falls back to booking.error when the server gives no message', async () => {
    mockFetch({ status: 500, body: '' });
    const user = userEvent.setup();
    renderForm(START);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(toastCard()).toHaveTextContent('500: status 500'));
  });
});
