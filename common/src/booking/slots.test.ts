import { describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import {
  availableSlots,
  findSlot,
  isSelectableDate,
  lastBookableDate,
  localDayRange,
  todayIn,
  type SlotRules,
} from './slots.js';
import { addDays, minutesOf, wallClock, weekdayOf, zonedDate, zonedTime } from './zones.js';

const PHNOM_PENH = 'Asia/Phnom_Penh';
/** Monday 1 March 2027, 07:00 in Cambodia: early enough that no slot of the day is inside the notice. */
const MONDAY_MORNING = new Date('2027-03-01T00:00:00Z');

const rules = (overrides: Partial<SlotRules> = {}): SlotRules => ({
  businessTimeZone: PHNOM_PENH,
  now: MONDAY_MORNING,
  bufferMinutes: 0,
  minNoticeMinutes: 120,
  ...overrides,
});

const times = (date: string, zone: string, duration = 60, r = rules(), busy: { start: Date; end: Date }[] = []) =>
  availableSlots(date, zone, duration, r, busy).map((slot) => slot.time);

/** 'HH:mm' every 30 minutes from `from` to `to` inclusive. */
function every30(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = minutesOf(from); m <= minutesOf(to); m += 30)
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}

describe('a visitor in Cambodia', () => {
  it('gets a start every 30 minutes whose whole meeting fits in 09:00–17:00', () => {
    expect(times('2027-03-03', PHNOM_PENH, 60)).toEqual(every30('09:00', '16:00'));
    expect(times('2027-03-03', PHNOM_PENH, 30)).toEqual(every30('09:00', '16:30'));
    expect(times('2027-03-03', PHNOM_PENH, 90)).toEqual(every30('09:00', '15:30'));
    expect(times('2027-03-03', PHNOM_PENH, 120)).toEqual(every30('09:00', '15:00'));
  });

  it('gets the meeting as UTC instants with the duration', () => {
    const [first] = availableSlots('2027-03-03', PHNOM_PENH, 90, rules());
    expect(first.start.toISOString()).toBe('2027-03-03T02:00:00.000Z');
    expect(first.end.toISOString()).toBe('2027-03-03T03:30:00.000Z');
  });

  it('gets nothing on Saturday and Sunday', () => {
    expect(times('2027-03-06', PHNOM_PENH)).toEqual([]);
    expect(times('2027-03-07', PHNOM_PENH)).toEqual([]);
    expect(times('2027-03-08', PHNOM_PENH)).toHaveLength(15);
  });
});

describe('visitors east and west of Cambodia', () => {
  it('Pacific/Kiritimati (UTC+14): the Cambodian day is the visitor’s late afternoon and evening', () => {
    expect(times('2027-03-03', 'Pacific/Kiritimati')).toEqual(every30('16:00', '23:00'));
    // Friday in Cambodia is still Friday there; the Cambodian Friday afternoon never reaches Saturday.
    expect(times('2027-03-05', 'Pacific/Kiritimati')).toEqual(every30('16:00', '23:00'));
  });

  it('America/Los_Angeles: the local day holds the end of one Cambodian day and the start of the next', () => {
    // Monday 8 March 2027, Pacific Standard Time (UTC-8): Cambodia is 15 hours ahead.
    expect(times('2027-03-08', 'America/Los_Angeles')).toEqual([
      '00:00', // Monday 15:00 in Cambodia
      '00:30',
      '01:00', // Monday 16:00, the last start of a 60-minute meeting
      ...every30('18:00', '23:30'), // Tuesday 09:00 to 14:30 in Cambodia
    ]);
    // Friday evening in Los Angeles is Saturday in Cambodia: only the Friday afternoon's end.
    expect(times('2027-03-12', 'America/Los_Angeles')).toEqual(['00:00', '00:30', '01:00']);
  });

  it('America/Los_Angeles: the slots are sorted and belong to the visitor’s date, not Cambodia’s', () => {
    const slots = availableSlots('2027-03-08', 'America/Los_Angeles', 60, rules());
    expect(slots.map((slot) => zonedDate(slot.start, PHNOM_PENH))).toEqual([
      ...Array(3).fill('2027-03-08'),
      ...Array(12).fill('2027-03-09'),
    ]);
    for (const slot of slots) expect(zonedDate(slot.start, 'America/Los_Angeles')).toBe('2027-03-08');
    const instants = slots.map((slot) => slot.start.getTime());
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
  });

  it('Europe/London in winter (GMT): 02:00 to 09:00', () => {
    expect(times('2027-03-24', 'Europe/London')).toEqual(every30('02:00', '09:00'));
  });
});

describe('daylight saving time in the visitor’s zone', () => {
  it('America/Los_Angeles moves one hour after 14 March 2027 (PST -> PDT)', () => {
    expect(times('2027-03-12', 'America/Los_Angeles')[0]).toBe('00:00');
    // Monday 15 March, UTC-7: Cambodia is 14 hours ahead now.
    expect(times('2027-03-15', 'America/Los_Angeles')).toEqual([
      ...every30('00:00', '02:00'), // Monday 14:00–16:00 in Cambodia
      ...every30('19:00', '23:30'), // Tuesday 09:00–13:30 in Cambodia
    ]);
    // The day of the change is a Sunday there, and its evening already Cambodia's Monday, now 14 hours ahead.
    expect(times('2027-03-14', 'America/Los_Angeles')).toEqual(every30('19:00', '23:30'));
  });

  it('Europe/London moves one hour after 28 March 2027 (GMT -> BST)', () => {
    expect(times('2027-03-26', 'Europe/London')).toEqual(every30('02:00', '09:00'));
    expect(times('2027-03-29', 'Europe/London')).toEqual(every30('03:00', '10:00'));
  });

  it('America/Los_Angeles moves back after 7 November 2027 (PDT -> PST)', () => {
    const autumn = rules({ now: new Date('2027-11-01T00:00:00Z') });
    expect(times('2027-11-05', 'America/Los_Angeles', 60, autumn)).toEqual(every30('00:00', '02:00'));
    expect(times('2027-11-08', 'America/Los_Angeles', 60, autumn)).toEqual([
      ...every30('00:00', '01:00'),
      ...every30('18:00', '23:30'),
    ]);
  });

  it('Asia/Jerusalem on the Friday its clocks go forward: a 23-hour day still holds every Cambodian slot', () => {
    // Thursday 25 March 2027 (UTC+2) vs Friday 26 March (UTC+3 from 02:00 local).
    expect(times('2027-03-25', 'Asia/Jerusalem')).toEqual(every30('04:00', '11:00'));
    expect(times('2027-03-26', 'Asia/Jerusalem')).toEqual(every30('05:00', '12:00'));
    const day = localDayRange('2027-03-26', 'Asia/Jerusalem');
    expect(day.end.getTime() - day.start.getTime()).toBe(23 * 3600_000);
  });

  it('a business zone with DST (Europe/London) keeps 09:00–17:00 on its own clock', () => {
    const london = rules({ businessTimeZone: 'Europe/London', now: new Date('2027-03-20T00:00:00Z') });
    // Friday 26 March 2027 (GMT) and Monday 29 March (BST), seen from Cambodia.
    expect(times('2027-03-26', PHNOM_PENH, 60, london)).toEqual(every30('16:00', '23:00'));
    expect(times('2027-03-29', PHNOM_PENH, 60, london)).toEqual(every30('15:00', '22:00'));
  });
});

describe('selectable dates: today, office hours on the visitor’s clock, the 60-day horizon', () => {
  // Thursday 4 March 2027 00:00 UTC: already Thursday in Cambodia and Kiritimati, still Wednesday in Los Angeles.
  const now = new Date('2027-03-04T00:00:00Z');

  it('today is the visitor’s today', () => {
    expect(todayIn(PHNOM_PENH, now)).toBe('2027-03-04');
    expect(todayIn('Pacific/Kiritimati', now)).toBe('2027-03-04');
    expect(todayIn('America/Los_Angeles', now)).toBe('2027-03-03');
    expect(isSelectableDate('2027-03-03', 'America/Los_Angeles', { businessTimeZone: PHNOM_PENH, now: now })).toBe(
      true,
    );
    expect(isSelectableDate('2027-03-03', PHNOM_PENH, { businessTimeZone: PHNOM_PENH, now: now })).toBe(false);
    expect(isSelectableDate('2027-03-04', PHNOM_PENH, { businessTimeZone: PHNOM_PENH, now: now })).toBe(true);
  });

  it('a date is selectable at its first start: the day’s other starts are not worked out', () => {
    // The calendar asks this of each of a month's ~42 days as it renders; each start is a time-zone
    // conversion, Intl's formatToParts being the slow step (zones.ts). Zones no other test reads, so
    // the conversions are not already known.
    const readings = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      // St John's is UTC-2:30 in April: its Tuesday 13 April begins at 09:30 in Bangkok, the day's second start.
      expect(isSelectableDate('2027-04-13', 'America/St_Johns', { businessTimeZone: 'Asia/Bangkok', now })).toBe(true);
      expect(readings.mock.calls.length).toBeLessThan(20); // all of the day's starts took 70-odd
    } finally {
      readings.mockRestore();
    }
  });

  it('the horizon ends 60 days after the visitor’s today, inclusive', () => {
    expect(lastBookableDate(PHNOM_PENH, now)).toBe('2027-05-03');
    expect(isSelectableDate('2027-05-03', PHNOM_PENH, { businessTimeZone: PHNOM_PENH, now: now })).toBe(true); // a Monday, day 60
    expect(isSelectableDate('2027-05-04', PHNOM_PENH, { businessTimeZone: PHNOM_PENH, now: now })).toBe(false); // day 61
    expect(isSelectableDate('2027-05-03', 'Pacific/Kiritimati', { businessTimeZone: PHNOM_PENH, now: now })).toBe(true);
    // In Los Angeles today is a day earlier, so the horizon is too.
    expect(lastBookableDate('America/Los_Angeles', now)).toBe('2027-05-02');
    expect(isSelectableDate('2027-05-03', 'America/Los_Angeles', { businessTimeZone: PHNOM_PENH, now: now })).toBe(
      false,
    );
    expect(availableSlots('2027-05-04', PHNOM_PENH, 60, rules({ now }))).toEqual([]);
    expect(availableSlots('2027-05-03', PHNOM_PENH, 60, rules({ now }))).toHaveLength(15);
  });

  it('weekends in Cambodia, with no office hours on a Cambodian clock, and malformed dates are never selectable', () => {
    expect(isSelectableDate('2027-03-06', PHNOM_PENH, { businessTimeZone: PHNOM_PENH, now: now })).toBe(false);
    expect(isSelectableDate('2027-03-07', PHNOM_PENH, { businessTimeZone: PHNOM_PENH, now: now })).toBe(false);
    expect(isSelectableDate('2027-02-30', PHNOM_PENH, { businessTimeZone: PHNOM_PENH, now: now })).toBe(false);
    expect(isSelectableDate('2027-3-8', PHNOM_PENH, { businessTimeZone: PHNOM_PENH, now: now })).toBe(false);
  });

  it('a date that is past for the visitor has no slots even if Cambodia still has that day', () => {
    // 10:00 UTC Thursday: 17:00 in Cambodia (day over), 00:00 Friday in Kiritimati.
    const late = new Date('2027-03-04T10:00:00Z');
    expect(times('2027-03-04', 'Pacific/Kiritimati', 60, rules({ now: late }))).toEqual([]);
    expect(isSelectableDate('2027-03-04', 'Pacific/Kiritimati', { businessTimeZone: PHNOM_PENH, now: late })).toBe(
      false,
    );
  });
});

describe('minimum notice', () => {
  it('drops starts less than the notice away, counting from now', () => {
    // Wednesday 3 March 2027 10:10 in Cambodia: the first start two hours later is 12:30.
    const now = new Date('2027-03-03T03:10:00Z');
    expect(times('2027-03-03', PHNOM_PENH, 60, rules({ now }))).toEqual(every30('12:30', '16:00'));
    expect(times('2027-03-03', PHNOM_PENH, 60, rules({ now, minNoticeMinutes: 0 }))).toEqual(every30('10:30', '16:00'));
    // Exactly the notice away is allowed.
    const ten = new Date('2027-03-03T03:00:00Z');
    expect(times('2027-03-03', PHNOM_PENH, 60, rules({ now: ten }))[0]).toBe('12:00');
  });

  it('applies across the visitor’s date line: Los Angeles evening slots are the next Cambodian morning', () => {
    // 8 March 2027 17:00 in Los Angeles = Tuesday 08:00 in Cambodia; notice 2 h -> first start 10:00 there.
    const now = new Date('2027-03-09T01:00:00Z');
    expect(times('2027-03-08', 'America/Los_Angeles', 60, rules({ now }))).toEqual(every30('19:00', '23:30'));
  });

  it('leaves nothing when the day is over', () => {
    const now = new Date('2027-03-03T08:30:00Z'); // 15:30 in Cambodia
    expect(times('2027-03-03', PHNOM_PENH, 60, rules({ now }))).toEqual([]);
  });
});

describe('confirmed bookings and the buffer', () => {
  // 11:00–12:00 on Wednesday 3 March 2027 in Cambodia.
  const busy = [{ start: new Date('2027-03-03T04:00:00Z'), end: new Date('2027-03-03T05:00:00Z') }];

  it('removes every start whose meeting would overlap; touching is fine', () => {
    expect(times('2027-03-03', PHNOM_PENH, 60, rules(), busy)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      ...every30('12:00', '16:00'),
    ]);
    expect(times('2027-03-03', PHNOM_PENH, 120, rules(), busy)).toEqual(['09:00', ...every30('12:00', '15:00')]);
  });

  it('keeps the buffer free before and after', () => {
    expect(times('2027-03-03', PHNOM_PENH, 60, rules({ bufferMinutes: 15 }), busy)).toEqual([
      '09:00',
      '09:30',
      ...every30('12:30', '16:00'),
    ]);
    expect(times('2027-03-03', PHNOM_PENH, 60, rules({ bufferMinutes: 30 }), busy)).toEqual([
      '09:00',
      '09:30',
      ...every30('12:30', '16:00'),
    ]);
    expect(times('2027-03-03', PHNOM_PENH, 30, rules({ bufferMinutes: 30 }), busy)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      ...every30('12:30', '16:30'),
    ]);
  });

  it('findSlot accepts only an offered start', () => {
    const r = rules();
    const offered = findSlot(new Date('2027-03-03T06:30:00Z'), 'America/New_York', 60, r, busy);
    expect(offered?.time).toBe('01:30'); // 13:30 in Cambodia, 01:30 in New York (UTC-5)
    expect(findSlot(new Date('2027-03-03T04:30:00Z'), PHNOM_PENH, 60, r, busy)).toBeUndefined(); // taken
    expect(findSlot(new Date('2027-03-03T02:15:00Z'), PHNOM_PENH, 60, r, busy)).toBeUndefined(); // off the grid
    expect(findSlot(new Date('2027-03-03T09:30:00Z'), PHNOM_PENH, 60, r, busy)).toBeUndefined(); // 16:30 + 60 > 17:00
    expect(findSlot(new Date('2027-03-03T09:30:00Z'), PHNOM_PENH, 30, r, busy)?.time).toBe('16:30');
    // Monday 09:00 in Cambodia is Sunday evening in Los Angeles: bookable from there, on the visitor's Sunday.
    expect(findSlot(new Date('2027-03-08T02:00:00Z'), 'America/Los_Angeles', 60, r)?.time).toBe('18:00');
    expect(findSlot(new Date('2027-03-08T02:00:00Z'), PHNOM_PENH, 60, r)?.time).toBe('09:00');
  });
});

describe('properties over many zones and dates', () => {
  const zones = [
    PHNOM_PENH,
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
    'America/Los_Angeles',
    'America/New_York',
    'America/St_Johns',
    'Europe/London',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Australia/Adelaide',
    'Asia/Jerusalem',
    'UTC',
  ];

  it('every slot falls on the asked local date, in business hours, whole, on the 30-minute grid, in order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom(30, 60, 90, 120),
        fc.integer({ min: 0, max: 365 * 2 }),
        (zone, offset, duration, nowDay) => {
          const now = new Date(Date.UTC(2026, 0, 1) + nowDay * 86_400_000 + (nowDay % 24) * 3_600_000);
          const date = addDays(todayIn(zone, now), offset);
          const slots = availableSlots(date, zone, duration, rules({ now }));
          if (!isSelectableDate(date, zone, { businessTimeZone: PHNOM_PENH, now })) return slots.length === 0;
          let previous = 0;
          for (const slot of slots) {
            const business = wallClock(slot.start, PHNOM_PENH);
            const startMinutes = business.hour * 60 + business.minute;
            const weekday = weekdayOf(zonedDate(slot.start, PHNOM_PENH));
            if (zonedDate(slot.start, zone) !== date) return false;
            if (zonedTime(slot.start, zone) !== slot.time) return false;
            if (weekday === 0 || weekday === 6) return false;
            if (startMinutes < 9 * 60 || startMinutes + duration > 17 * 60 || startMinutes % 30 !== 0) return false;
            if (slot.end.getTime() - slot.start.getTime() !== duration * 60_000) return false;
            if (slot.start.getTime() < now.getTime() + 2 * 3_600_000) return false;
            if (slot.start.getTime() <= previous) return false;
            previous = slot.start.getTime();
          }
          return true;
        },
      ),
      { numRuns: 400 },
    );
  });

  it('over two weeks, the visitor’s dates together offer every Cambodian start, whatever weekday it is for them', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), (zone) => {
        const now = new Date('2027-02-26T00:00:00Z');
        const offered = new Set<number>();
        for (let day = 0; day < 14; day += 1) {
          const date = addDays('2027-02-28', day);
          for (const slot of availableSlots(date, zone, 60, rules({ now }))) offered.add(slot.start.getTime());
        }
        // Every Cambodian start in the second week (Monday 8 to Friday 12 March) whose visitor date is a weekday.
        for (let day = 0; day < 5; day += 1) {
          const date = addDays('2027-03-08', day);
          for (const time of every30('09:00', '16:00')) {
            const start = new Date(`${date}T${time}:00+07:00`).getTime();
            // Whatever the visitor's weekday: their Sunday evening may be Cambodia's Monday morning.
            if (!offered.has(start)) return false;
          }
        }
        return true;
      }),
    );
  });
});
