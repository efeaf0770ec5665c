import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import type { AvailabilityState } from '../hooks/useAvailability';
import { TimeSlotGrid } from './TimeSlotGrid';

function renderGrid(
  state: AvailabilityState,
  options: { selected?: string; showCambodia?: boolean; path?: string } = {},
) {
  const onSelect = jest.fn();
  const onRetry = jest.fn();
  renderAt(
    options.path ?? '/booking',
    <TimeSlotGrid
      date="2027-03-03"
      dateLabel="Wednesday, 3 March 2027"
      timeZone="America/New_York"
      showCambodia={options.showCambodia ?? true}
      state={state}
      selected={options.selected ?? null}
      onSelect={onSelect}
      onRetry={onRetry}
    />,
  );
  return { onSelect, onRetry };
}

describe('TimeSlotGrid', () => {
  it('shows a spinner while loading', () => {
    renderGrid({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading available times...');
    expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
  });

  it('shows booking.failedTimes (and the server’s reason) with a retry', async () => {
    const { onRetry } = renderGrid({ status: 'error', message: 'Bookings are possible Monday to Friday…' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load available times. Please try again.');
    expect(screen.getByRole('alert')).toHaveTextContent('Bookings are possible Monday to Friday…');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows booking.noTimes for an empty list, in Khmer too', () => {
    renderGrid({ status: 'ready', timeSlots: [] }, { path: '/km/booking' });
    expect(screen.getByRole('status')).toHaveTextContent('មិនមានម៉ោងទំនេរនៅថ្ងៃនេះទេ');
  });

  it('lists the starts on the visitor’s clock with Cambodia time, the chosen one pressed', async () => {
    const { onSelect } = renderGrid({ status: 'ready', timeSlots: ['09:00', '21:30', '23:00'] }, { selected: '21:30' });
    const group = screen.getByRole('group', { name: 'Free start times on Wednesday, 3 March 2027' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      '9:00 AM, Cambodia time 9:00 PM',
      '9:30 PM, Cambodia time 9:30 AM',
      '11:00 PM, Cambodia time 11:00 AM',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    await userEvent.setup().click(buttons[2]);
    expect(onSelect).toHaveBeenCalledWith('23:00');
  });
});
