import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  availableSlots,
  bookableDays,
  dayStatus,
  findSlot,
  isMonthString,
  isSelectableDate,
  localMonthRange,
  type SlotRules,
} from './slots.js';
import { addDays, zonedDate, zonedTimeToUtc } from './zones.js';

const PP = 'Asia/Phnom_Penh';
const NY = 'America/New_York';
/** Monday 1 March 2027, 07:00 in Cambodia. */
const NOW = new Date('2027-03-01T00:00:00Z');

const rules = (overrides: Partial<SlotRules> = {}): SlotRules => ({
  businessTimeZone: PP,
  now: NOW,
  bufferMinutes: 0,
  minNoticeMinutes: 120,
  ...overrides,
});
const times = (date: string, zone: string, r = rules(), duration = 60) =>
  availableSlots(date, zone, duration, r).map((slot) => slot.time);

describe('days judged on the visitor’s own clock (issue 18 item 7)', () => {
  it('a New York Sunday evening is the Cambodian Monday morning, and bookable (EST)', () => {
    // Sunday 7 March 2027, New York on EST (UTC-5): Monday 09:00 in Cambodia is Sunday 21:00.
    expect(isSelectableDate('2027-03-07', NY, rules())).toBe(true);
    expect(times('2027-03-07', NY)).toEqual(['21:00', '21:30', '22:00', '22:30', '23:00', '23:30']);
    const mondayNine = zonedTimeToUtc('2027-03-08', '09:00', PP);
    expect(findSlot(mondayNine, NY, 60, rules())?.time).toBe('21:00');
    // Every Monday start from 09:00 to 11:30 Cambodia time can be booked from New York.
    const fromNewYork = availableSlots('2027-03-07', NY, 60, rules()).map((slot) => zonedDate(slot.start, PP));
    expect(new Set(fromNewYork)).toEqual(new Set(['2027-03-08']));
  });

  it('across the US switch to daylight time the same Monday morning moves an hour later on the visitor’s clock', () => {
    // Sunday 14 March 2027: New York moves to EDT (UTC-4) at 02:00; Monday 09:00 in Cambodia is Sunday 22:00.
    expect(times('2027-03-14', NY)).toEqual(['22:00', '22:30', '23:00', '23:30']);
    // 11:00 and 11:30 in Cambodia are past midnight in New York now: on the visitor's Monday.
    expect(times('2027-03-15', NY).slice(0, 2)).toEqual(['00:00', '00:30']);
  });

  it('a Saturday with no office hours on the visitor’s clock is not selectable; Friday evening in New York is Saturday in Cambodia', () => {
    expect(isSelectableDate('2027-03-13', NY, rules())).toBe(false);
    expect(dayStatus('2027-03-13', NY, 60, rules()).status).toBe('unbookable');
    // Friday in New York: only the early hours (Friday afternoon in Cambodia).
    expect(times('2027-03-12', NY)).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
      '04:00',
    ]);
    // Saturday and Sunday in Cambodia stay closed for everyone.
    expect(isSelectableDate('2027-03-06', PP, rules())).toBe(false);
    expect(isSelectableDate('2027-03-07', PP, rules())).toBe(false);
  });
});

describe('closed days', () => {
  const holiday = { from: '2027-03-08', to: '2027-03-08', reason: 'Women’s Day' };
  const week = { from: '2027-03-15', to: '2027-03-19', reason: 'Team retreat' };

  it('offers no start on a closed business date, and says which closure closed the visitor’s day', () => {
    const r = rules({ closures: [holiday, week] });
    expect(times('2027-03-08', PP, r)).toEqual([]);
    expect(dayStatus('2027-03-08', PP, 60, r)).toEqual({ status: 'closed', closure: holiday });
    expect(dayStatus('2027-03-17', PP, 60, r)).toEqual({ status: 'closed', closure: week });
    expect(dayStatus('2027-03-09', PP, 60, r)).toEqual({ status: 'open' });
    expect(isSelectableDate('2027-03-08', PP, r)).toBe(true); // the office is closed, the date itself is one we serve
    // New York's Sunday evening is the closed Monday: closed too.
    expect(dayStatus('2027-03-07', NY, 60, r)).toEqual({ status: 'closed', closure: holiday });
  });

  it('a visitor’s date that spans an open and a closed Cambodian date keeps the open part', () => {
    // Monday 8 March in New York: Monday 13:00–17:00 in Cambodia (closed) and Tuesday 09:00– (open).
    const r = rules({ closures: [holiday] });
    expect(dayStatus('2027-03-08', NY, 60, r)).toEqual({ status: 'open' });
    const slots = availableSlots('2027-03-08', NY, 60, r);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => zonedDate(slot.start, PP) === '2027-03-09')).toBe(true);
  });
});

describe('bookableDays: the calendar’s month in one computation', () => {
  it('lists the dates with free time: no weekend, no closed day, no full day, and New York’s Sundays', () => {
    const full = availableSlots('2027-03-10', PP, 30, rules()).map((slot) => slot);
    const busy = [{ start: full[0].start, end: full.at(-1)!.end }];
    const r = rules({ closures: [{ from: '2027-03-08', to: '2027-03-08' }] });
    const days = bookableDays('2027-03', PP, 60, r, busy);
    expect(days).not.toContain('2027-03-06');
    expect(days).not.toContain('2027-03-08'); // closed
    expect(days).not.toContain('2027-03-10'); // fully booked
    expect(days).toContain('2027-03-09');
    expect(days.every((day) => day.startsWith('2027-03'))).toBe(true);
    expect(bookableDays('2027-03', NY, 60, rules())).toContain('2027-03-14'); // a Sunday in New York
    expect(bookableDays('2027-03', NY, 60, rules())).not.toContain('2027-03-13'); // Saturday
  });

  it('months: valid names and their instants in the visitor’s zone', () => {
    expect(isMonthString('2027-03')).toBe(true);
    expect(isMonthString('2027-13')).toBe(false);
    expect(isMonthString('2027-3')).toBe(false);
    expect(isMonthString(202703)).toBe(false);
    const december = localMonthRange('2027-12', NY);
    expect(december.start.toISOString()).toBe('2027-12-01T05:00:00.000Z');
    expect(december.end.toISOString()).toBe('2028-01-01T05:00:00.000Z');
  });

  it('property: a day is listed exactly when it has a free slot, and each slot of a listed day is on an open date', () => {
    const zones = [
      PP,
      NY,
      'America/Los_Angeles',
      'Pacific/Kiritimati',
      'Europe/London',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 700 }),
        fc.constantFrom(30, 60, 90, 120),
        fc.array(fc.integer({ min: 0, max: 70 }), { maxLength: 6 }),
        (zone, nowDay, duration, closedOffsets) => {
          const now = new Date(Date.UTC(2026, 0, 1) + nowDay * 86_400_000 + (nowDay % 24) * 3_600_000);
          const today = zonedDate(now, PP);
          const closures = closedOffsets.map((offset) => ({
            from: addDays(today, offset),
            to: addDays(today, offset),
          }));
          const r = rules({ now, closures });
          const month = zonedDate(now, zone).slice(0, 7);
          const days = new Set(bookableDays(month, zone, duration, r));
          for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) {
            const slots = availableSlots(date, zone, duration, r);
            if (days.has(date) !== slots.length > 0) return false;
            if (slots.some((slot) => closures.some((c) => c.from === zonedDate(slot.start, PP)))) return false;
            const status = dayStatus(date, zone, duration, r).status;
            if (slots.length > 0 && status !== 'open') return false;
            if (status === 'unbookable' && availableSlots(date, zone, duration, rules({ now })).length > 0)
              return false;
          }
          return true;
        },
      ),
      { numRuns: 150 },
    );
  });
});
