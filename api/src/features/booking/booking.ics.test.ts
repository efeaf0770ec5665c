import { describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import type { Booking } from './booking.entity.js';
import { bookingInvite, type InviteMethod } from './booking.ics.js';

const booking = (overrides: Partial<Booking> = {}) =>
  ({
    id: '5d1e2f3a-8b9c-4d0e-a1f2-b3c4d5e6f708',
    name: 'សុខា ចាន់',
    email: 'sokha@guesthouse.test',
    service: 'web-design',
    startsAt: new Date('2027-03-08T02:00:00Z'),
    endsAt: new Date('2027-03-08T03:30:00Z'),
    duration: 90,
    message: 'A long message, with commas; semicolons and a line\nbreak, that must be escaped and folded '.repeat(3),
    timezone: 'America/New_York',
    language: 'km',
    status: 'confirmed',
    createdAt: new Date('2027-03-01T01:00:00Z'),
    cancelledAt: null,
    rescheduledAt: null,
    sequence: 0,
    ...overrides,
  }) as Booking;

const options = {
  publicUrl: 'https://angkordigital.com.kh',
  manageUrl: 'https://angkordigital.com.kh/km/booking/manage?token=abc.def',
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { calendar, event };
}

describe('calendar files (RFC 5545), read back by ical.js', () => {
  it.each(['REQUEST', 'CANCEL', 'PUBLISH'] as InviteMethod[])(
    '%s: every content line ends with CRLF, the last one too, and no line is longer than 75 octets',
    (method) => {
      for (const audience of ['visitor', 'staff'] as const) {
        const ics = bookingInvite(booking(), method, { ...options, audience });
        expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
        const lines = ics.split('\r\n');
        expect(lines.at(-1)).toBe('');
        for (const line of lines.slice(0, -1)) {
          expect(line).not.toMatch(/[\r\n]/);
          expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
        }
        expect(parse(ics).calendar.getFirstPropertyValue('method')).toBe(method);
      }
    },
  );

  it('the visitor’s copy is in the booking’s language, with the manage link; the team’s in English with the message', () => {
    const visitor = parse(bookingInvite(booking(), 'REQUEST', { ...options, audience: 'visitor' })).event;
    expect(visitor.summary).toMatch(/^Angkor Digital៖ ការពិគ្រោះយោបល់អំពី .+ \(90 នាទី\)$/);
    expect(visitor.description).toMatch(/^ការពិគ្រោះយោបល់ជាមួយ Angkor Digital អំពី /);
    expect(visitor.description).toContain(options.manageUrl);
    expect(visitor.description).not.toContain('A long message');
    expect(visitor.description).not.toContain('សុខា');
    const english = parse(
      bookingInvite(booking({ language: 'en' }), 'REQUEST', { ...options, audience: 'visitor' }),
    ).event;
    expect(english.summary).toBe('Angkor Digital: Web Design consultation (90 min)');
    const team = parse(bookingInvite(booking(), 'REQUEST', { ...options, audience: 'staff' })).event;
    expect(team.summary).toBe('Angkor Digital: Web Design consultation (90 min)');
    expect(team.description).toContain(booking().message!);
  });

  it('UTC times without VTIMEZONE; one UID for the booking’s life; SEQUENCE is the booking’s own', () => {
    const request = parse(bookingInvite(booking(), 'REQUEST', { ...options, audience: 'visitor' }));
    expect(request.calendar.getFirstSubcomponent('vtimezone')).toBeNull();
    expect(request.event.startDate.toJSDate()).toEqual(new Date('2027-03-08T02:00:00Z'));
    expect(request.event.endDate.toJSDate()).toEqual(new Date('2027-03-08T03:30:00Z'));
    expect(request.event.startDate.zone.tzid).toBe('UTC');
    expect(request.event.sequence).toBe(0);
    const moved = parse(
      bookingInvite(
        booking({ sequence: 1, startsAt: new Date('2027-03-09T02:00:00Z'), endsAt: new Date('2027-03-09T03:30:00Z') }),
        'REQUEST',
        { ...options, audience: 'visitor' },
      ),
    );
    const cancelled = parse(
      bookingInvite(
        booking({ sequence: 2, status: 'cancelled', cancelledAt: new Date('2027-03-02T00:00:00Z') }),
        'CANCEL',
        { ...options, audience: 'visitor' },
      ),
    );
    expect(new Set([request.event.uid, moved.event.uid, cancelled.event.uid])).toEqual(
      new Set(['booking-5d1e2f3a-8b9c-4d0e-a1f2-b3c4d5e6f708@angkordigital.com.kh']),
    );
    expect(moved.event.sequence).toBe(1);
    expect(cancelled.event.sequence).toBe(2);
    expect(cancelled.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
