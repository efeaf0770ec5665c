import { describe, expect, it } from '@jest/globals';
import {
  businessHoursText,
  formatClock,
  formatDate,
  formatMeeting,
  formatMonth,
  weekdayName,
  zoneLabel,
  zoneName,
  zonesDiffer,
} from './format.js';
import {
  addDays,
  currentZoneName,
  isDateString,
  isTimeZone,
  offsetMinutes,
  weekdayOf,
  zonedDate,
  zonedTime,
  zonedTimeToUtc,
} from './zones.js';

describe('zone arithmetic', () => {
  it('knows real dates and IANA zones only', () => {
    expect(isDateString('2028-02-29')).toBe(true);
    expect(isDateString('2027-02-29')).toBe(false);
    expect(isDateString('2027-13-01')).toBe(false);
    expect(isDateString('2027-1-01')).toBe(false);
    expect(isDateString(20270101)).toBe(false);
    expect(isTimeZone('Asia/Phnom_Penh')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('+07:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(7)).toBe(false);
  });

  it('reads wall clocks and offsets', () => {
    const instant = new Date('2027-03-03T02:00:00Z');
    expect(zonedDate(instant, 'Asia/Phnom_Penh')).toBe('2027-03-03');
    expect(zonedTime(instant, 'Asia/Phnom_Penh')).toBe('09:00');
    expect(zonedDate(instant, 'America/Los_Angeles')).toBe('2027-03-02');
    expect(zonedTime(instant, 'America/Los_Angeles')).toBe('18:00');
    expect(offsetMinutes(instant, 'Asia/Phnom_Penh')).toBe(420);
    expect(offsetMinutes(instant, 'Asia/Kathmandu')).toBe(345);
    expect(offsetMinutes(instant, 'Pacific/Kiritimati')).toBe(840);
    expect(offsetMinutes(instant, 'America/St_Johns')).toBe(-210);
  });

  it('turns local times into instants, across DST gaps and overlaps like a browser does', () => {
    expect(zonedTimeToUtc('2027-03-03', '09:00', 'Asia/Phnom_Penh').toISOString()).toBe('2027-03-03T02:00:00.000Z');
    // 02:30 does not exist in Los Angeles on 14 March 2027: it becomes 03:30 PDT.
    expect(zonedTimeToUtc('2027-03-14', '02:30', 'America/Los_Angeles').toISOString()).toBe('2027-03-14T10:30:00.000Z');
    // 01:30 happens twice on 7 November 2027: the first (PDT) is taken.
    expect(zonedTimeToUtc('2027-11-07', '01:30', 'America/Los_Angeles').toISOString()).toBe('2027-11-07T08:30:00.000Z');
    expect(zonedTimeToUtc('2027-03-28', '01:30', 'Europe/London').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    for (const zone of ['America/New_York', 'Europe/London', 'Pacific/Kiritimati', 'Australia/Lord_Howe']) {
      const local = zonedTimeToUtc('2027-06-15', '13:45', zone);
      expect(zonedTime(local, zone)).toBe('13:45');
      expect(zonedDate(local, zone)).toBe('2027-06-15');
    }
  });

  it('does calendar arithmetic on dates', () => {
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(weekdayOf('2027-03-01')).toBe(1);
    expect(weekdayOf('2027-03-07')).toBe(0);
  });
});

describe('how times read', () => {
  const start = new Date('2027-03-03T06:30:00Z');
  const end = new Date('2027-03-03T07:30:00Z');

  it('writes dates and clocks in both languages', () => {
    expect(formatDate('2027-03-03', 'en')).toBe('Wednesday, 3 March 2027');
    expect(formatDate('2027-03-03', 'km')).toBe('ថ្ងៃពុធ ទី 3 ខែមីនា ឆ្នាំ 2027');
    expect(formatMonth('2027-03', 'en')).toBe('March 2027');
    expect(formatMonth('2026-12', 'km')).toBe('ខែធ្នូ ឆ្នាំ 2026');
    expect([0, 4, 6].map((day) => weekdayName(day, 'en'))).toEqual(['Sunday', 'Thursday', 'Saturday']);
    expect([0, 4, 6].map((day) => weekdayName(day, 'km'))).toEqual(['អាទិត្យ', 'ព្រហស្បតិ៍', 'សៅរ៍']);
    expect(formatClock('00:30', 'en')).toBe('12:30 AM');
    expect(formatClock('12:00', 'en')).toBe('12:00 PM');
    expect(formatClock('13:30', 'en')).toBe('1:30 PM');
    expect(formatClock('09:00', 'km')).toBe('9:00');
    expect(formatClock('13:30', 'km')).toBe('13:30');
  });

  it('names the zone with its offset at that moment', () => {
    expect(zoneLabel('Asia/Phnom_Penh', start, 'en')).toBe('Cambodia time (GMT+7)');
    expect(zoneLabel('Asia/Phnom_Penh', start, 'km')).toBe('ម៉ោងកម្ពុជា (GMT+7)');
    expect(zoneLabel('America/New_York', start, 'en')).toBe('New York time (GMT-5)');
    expect(zoneLabel('America/New_York', new Date('2027-07-01T00:00:00Z'), 'en')).toBe('New York time (GMT-4)');
    expect(zoneLabel('Asia/Kolkata', start, 'km')).toBe('ម៉ោងនៅ Kolkata (GMT+5:30)');
    // The old names browsers still report ('Asia/Calcutta' in Chromium) read by the current one.
    expect(zoneLabel('Asia/Calcutta', start, 'en')).toBe('Kolkata time (GMT+5:30)');
    expect(zoneLabel('Asia/Saigon', start, 'en')).toBe('Ho Chi Minh time (GMT+7)');
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentZoneName('Asia/Phnom_Penh')).toBe('Asia/Phnom_Penh');
    expect(zoneLabel('Europe/London', start, 'en')).toBe('London time (GMT)');
  });

  it('says when a meeting ends on the next day of that clock, not when it ends at midnight', () => {
    const start = new Date('2027-03-03T04:30:00Z'); // 11:30 PM in New York, 11:30 AM in Cambodia
    const end = new Date('2027-03-03T05:30:00Z');
    expect(formatMeeting(start, end, 'America/New_York', 'en')).toBe(
      'Tuesday, 2 March 2027, 11:30 PM – 12:30 AM (next day), New York time (GMT-5)',
    );
    expect(formatMeeting(start, end, 'America/New_York', 'km')).toContain('(ថ្ងៃបន្ទាប់)');
    expect(formatMeeting(start, end, 'Asia/Phnom_Penh', 'en')).not.toContain('next day');
    // Ending exactly at midnight is still that day.
    expect(formatMeeting(start, new Date('2027-03-03T05:00:00Z'), 'America/New_York', 'en')).not.toContain('next day');
  });

  it('names the office hours in the office zone, whichever BUSINESS_TIMEZONE is', () => {
    expect(zoneName('Asia/Phnom_Penh', 'en')).toBe('Cambodia time');
    expect(zoneName('Asia/Tokyo', 'km')).toBe('ម៉ោងនៅ Tokyo');
    expect(zoneName('UTC', 'en')).toBe('UTC');
    expect(businessHoursText('Asia/Phnom_Penh', 'en')).toBe('Monday to Friday, 9:00 AM to 5:00 PM, Cambodia time');
    expect(businessHoursText('Asia/Phnom_Penh', 'km')).toBe('ពីថ្ងៃច័ន្ទ ដល់ថ្ងៃសុក្រ ម៉ោង 9:00 ព្រឹក ដល់ 5:00 ល្ងាច ម៉ោងកម្ពុជា');
    expect(businessHoursText('America/New_York', 'en')).toBe('Monday to Friday, 9:00 AM to 5:00 PM, New York time');
  });

  it('writes a whole meeting in one zone', () => {
    expect(formatMeeting(start, end, 'Asia/Phnom_Penh', 'en')).toBe(
      'Wednesday, 3 March 2027, 1:30 PM – 2:30 PM, Cambodia time (GMT+7)',
    );
    expect(formatMeeting(start, end, 'America/New_York', 'en')).toBe(
      'Wednesday, 3 March 2027, 1:30 AM – 2:30 AM, New York time (GMT-5)',
    );
    expect(formatMeeting(start, end, 'America/Los_Angeles', 'km')).toBe(
      'ថ្ងៃអង្គារ ទី 2 ខែមីនា ឆ្នាំ 2027, 22:30 – 23:30, ម៉ោងនៅ Los Angeles (GMT-8)',
    );
    expect(zonesDiffer('Asia/Phnom_Penh', 'Asia/Bangkok', start)).toBe(false);
    expect(zonesDiffer('Asia/Phnom_Penh', 'America/New_York', start)).toBe(true);
  });
});
