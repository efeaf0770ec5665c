import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import BookingCalendar from './BookingCalendar';

const headings = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('the booking calendar', () => {
  it('heads each weekday column with a name of its own in Khmer (not ព twice, ស twice, អ twice)', () => {
    render(
      <BookingCalendar
        language="km"
        timeZone="Asia/Phnom_Penh"
        officeZone="Asia/Phnom_Penh"
        days={new Set()}
        value={null}
        onChange={() => undefined}
        onMonthChange={() => undefined}
        labelledBy="calendar"
      />,
    );
    const khmer = headings();
    // The Khmer week starts on Monday.
    expect(khmer).toEqual(['ច', 'អ', 'ពុ', 'ព្រ', 'សុ', 'ស', 'អា']);
    expect(new Set(khmer).size).toBe(7);
  });
});
