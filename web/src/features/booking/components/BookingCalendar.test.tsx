import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import BookingCalendar from './BookingCalendar';

const PP = 'Asia/Phnom_Penh';
const headings = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
const day = (n: number) => screen.getByRole('gridcell', { name: String(n) });

/** The free days the server would answer for a month: every weekday but the 10th and 11th of March. */
function freeDays(month: string): Set<string> {
  const days = new Set<string>();
  for (let n = 1; n <= 31; n += 1) {
    const date = `${month}-${String(n).padStart(2, '0')}`;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && date !== '2027-03-10' && date !== '2027-03-11') days.add(date);
  }
  return days;
}

/** The calendar as the pages use it: the month is the page's state, its free days answered for it. */
function Harness({ language, onChange }: { language: 'en' | 'km'; onChange: (date: string) => void }) {
  const [month, setMonth] = useState('2027-03');
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <h2 id="calendar">Choose a date</h2>
      <output data-testid="month">{month}</output>
      <BookingCalendar
        language={language}
        timeZone={PP}
        officeZone={PP}
        month={month}
        days={freeDays(month)}
        value={value}
        onChange={(date) => {
          setValue(date);
          onChange(date);
        }}
        onMonthChange={setMonth}
        labelledBy="calendar"
      />
    </>
  );
}

describe('the booking calendar', () => {
  // Monday 1 March 2027, 10:00 in Cambodia (only Date is faked).
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2027-03-01T03:00:00.000Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('heads each weekday column with a name of its own in Khmer (not ព twice, ស twice, អ twice)', () => {
    renderAt('/km/booking', <Harness language="km" onChange={() => undefined} />);
    const khmer = headings();
    // The Khmer week starts on Monday.
    expect(khmer).toEqual(['ច', 'អ', 'ពុ', 'ព្រ', 'សុ', 'ស', 'អា']);
    expect(new Set(khmer).size).toBe(7);
    expect(screen.getAllByRole('columnheader')[0]).toHaveAccessibleName('ច័ន្ទ');
    expect(screen.getByText('ខែមីនា ឆ្នាំ 2027')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ខែបន្ទាប់' })).toBeEnabled();
    // Monday the 1st is the first cell of the Khmer week.
    expect(screen.getAllByRole('row')[1]!.firstElementChild).toHaveTextContent('1');
    expect(day(1)).toHaveAttribute('aria-colindex', '1');
  });

  it('offers only free days, one tab stop, and reports the chosen date', () => {
    const chosen: string[] = [];
    renderAt('/booking', <Harness language="en" onChange={(date) => chosen.push(date)} />);
    expect(headings()).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    expect(screen.getByRole('grid')).toHaveAccessibleName('Choose a date March 2027');
    expect(day(6)).toBeDisabled(); // a Saturday
    expect(day(10)).toBeDisabled(); // fully booked
    expect(day(1)).toBeEnabled();
    expect(day(1)).toHaveAttribute('aria-current', 'date');
    // Screen readers count columns from the cells they see: the 1st (a Monday) says its own column.
    expect(day(1)).toHaveAttribute('aria-colindex', '2');
    expect(screen.getAllByRole('columnheader')[1]).toHaveAttribute('aria-colindex', '2');
    // The month has one tab stop: its first free day, then the chosen one.
    const tabStops = () => screen.getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0);
    expect(tabStops()).toEqual([day(1)]);
    fireEvent.click(day(12));
    expect(chosen).toEqual(['2027-03-12']);
    expect(day(12)).toHaveAttribute('aria-selected', 'true');
    expect(tabStops()).toEqual([day(12)]);
    // Nothing before this month can be shown.
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('moves with the keyboard from free day to free day, into the next month too', async () => {
    renderAt('/booking', <Harness language="en" onChange={() => undefined} />);
    const grid = screen.getByRole('grid');
    act(() => day(9).focus());
    // Right from Tuesday the 9th skips the booked 10th and 11th and the weekend.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day(12));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day(15));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(day(8));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(day(31));
    // Down from the 31st leaves March: April is shown and its first free day from the 7th has focus.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(await screen.findByText('April 2027')).toBeInTheDocument();
    expect(screen.getByTestId('month')).toHaveTextContent('2027-04');
    expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: '7' }));
    fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
    expect(await screen.findByText('March 2027')).toBeInTheDocument();
    expect(document.activeElement).toBe(day(1));
  });

  it('holds the focus in the grid while the next month loads, and gives it back only if it is still there', () => {
    const props = {
      language: 'en' as const,
      timeZone: PP,
      officeZone: PP,
      value: null,
      onChange: () => undefined,
      labelledBy: 'calendar',
    };
    const months: string[] = [];
    const onMonthChange = (month: string) => months.push(month);
    const march = freeDays('2027-03');
    const { rerender } = renderAt(
      '/booking',
      <BookingCalendar {...props} month="2027-03" days={march} onMonthChange={onMonthChange} />,
    );
    const grid = screen.getByRole('grid');
    act(() => day(31).focus());
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(months).toEqual(['2027-04']);
    rerender(<BookingCalendar {...props} month="2027-04" days={undefined} onMonthChange={onMonthChange} />);
    // The day has gone with its month; the grid has the focus, and the arrows do not scroll the page.
    expect(document.activeElement).toBe(grid);
    expect(fireEvent.keyDown(grid, { key: 'ArrowDown' })).toBe(false);
    rerender(<BookingCalendar {...props} month="2027-04" days={freeDays('2027-04')} onMonthChange={onMonthChange} />);
    expect(document.activeElement).toBe(day(7));

    // Once more, but the visitor moves on to another field while April loads: the focus stays there.
    fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
    rerender(<BookingCalendar {...props} month="2027-03" days={undefined} onMonthChange={onMonthChange} />);
    const elsewhere = document.body.appendChild(document.createElement('input'));
    act(() => elsewhere.focus());
    rerender(<BookingCalendar {...props} month="2027-03" days={march} onMonthChange={onMonthChange} />);
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });

  it('shows the month while its free days load, with nothing to choose yet', () => {
    renderAt(
      '/booking',
      <BookingCalendar
        language="en"
        timeZone={PP}
        officeZone={PP}
        month="2027-03"
        days={undefined}
        value={null}
        onChange={() => undefined}
        onMonthChange={() => undefined}
        labelledBy="calendar"
      />,
    );
    expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the free days of the month...');
    expect(screen.queryAllByRole('gridcell')).toHaveLength(0);
    expect(screen.getByText('31')).toBeInTheDocument();
  });

  it('goes no further than the booking horizon', () => {
    renderAt('/booking', <Harness language="en" onChange={() => undefined} />);
    const next = screen.getByRole('button', { name: 'Next month' });
    fireEvent.click(next);
    expect(screen.getByText('April 2027')).toBeInTheDocument();
    // 60 days from 1 March is 30 April: May cannot be shown, and April's last days are its last.
    expect(next).toBeDisabled();
    expect(day(30)).toBeEnabled();
  });
});
