import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusinessZoneProvider, businessZoneOfDocument } from '../../../app/businessZone';
import { renderAt } from '../../../test/render';
import type { AvailabilityState } from '../hooks/useAvailability';
import { TimeSlotGrid } from './TimeSlotGrid';

function renderGrid(
  state: AvailabilityState,
  options: { selected?: string; showCambodia?: boolean; path?: string; officeZone?: string } = {},
) {
  const onSelect = jest.fn();
  const onRetry = jest.fn();
  const grid = (
    <TimeSlotGrid
      date="2027-03-03"
      dateLabel="Wednesday, 3 March 2027"
      timeZone="America/New_York"
      showCambodia={options.showCambodia ?? true}
      state={state}
      selected={options.selected ?? null}
      onSelect={onSelect}
      onRetry={onRetry}
    />
  );
  const office = options.officeZone;
  renderAt(
    options.path ?? '/booking',
    office ? (
      <BusinessZoneProvider value={{ timeZone: office, name: () => `${office.split('/')[1]} office time` }}>
        {grid}
      </BusinessZoneProvider>
    ) : (
      grid
    ),
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
    expect(buttons.map((button) => button.textContent)).toEqual([
      '9:00 AM,Cambodia time 9:00 PM',
      // Wednesday evening in New York is Thursday morning at the office: its day is said.
      '9:30 PM,Cambodia time Thu 9:30 AM',
      '11:00 PM,Cambodia time Thu 11:00 AM',
    ]);
    // The accessible name is the visible text with the zone between (no aria-label that could drift from it).
    expect(buttons[0]).toHaveAccessibleName(/^9:00 AM ?, Cambodia time 9:00 PM$/);
    expect(buttons[0]).not.toHaveAttribute('aria-label');
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    await userEvent.setup().click(buttons[2]);
    expect(onSelect).toHaveBeenCalledWith('23:00');
  });

  it('shows the office clock of BUSINESS_TIMEZONE, whatever zone that is', () => {
    renderGrid({ status: 'ready', timeSlots: ['09:00'] }, { officeZone: 'Asia/Tokyo' });
    expect(screen.getByRole('button')).toHaveAccessibleName(/^9:00 AM ?, Tokyo office time 11:00 PM$/);
  });
});

describe('the office zone of a page', () => {
  it('is what the server wrote into the page, else the default', () => {
    const page = (content: string) =>
      new DOMParser().parseFromString(`<meta name="business-time-zone" content="${content}">`, 'text/html');
    expect(businessZoneOfDocument(page('Asia/Tokyo')).timeZone).toBe('Asia/Tokyo');
    expect(businessZoneOfDocument(page('Asia/Tokyo')).name('en')).toBe('Tokyo time');
    expect(businessZoneOfDocument(page('Asia/Tokyo')).name('km')).toBe('ម៉ោងនៅ Tokyo');
    // The token of an unserved build (the dev server) or nonsense: the agency's own zone.
    expect(businessZoneOfDocument(page('__BUSINESS_TIMEZONE__')).timeZone).toBe('Asia/Phnom_Penh');
    expect(businessZoneOfDocument(page('Mars/Olympus')).name('en')).toBe('Cambodia time');
  });
});
