import { describe, expect, it } from '@jest/globals';
import {
  cancelsBooking,
  clockOf,
  dayOf,
  emailIn,
  meetingOf,
  nameIn,
  partOfDay,
  phoneIn,
  pickOf,
  serviceOf,
  wantsToBook,
} from './booking-words.js';

// 2026-11-27 is a Friday.
const FRIDAY = '2026-11-27';

describe('what the booking dialogue understands', () => {
  it('a wish to book, in both languages, not a question about how booking works', () => {
    for (const message of [
      'Can I book a call next Tuesday afternoon?',
      'book tomorrow morning',
      "I'd like to schedule a consultation",
      'ខ្ញុំចង់កក់ពេលជួប ថ្ងៃស្អែក ពេលព្រឹក',
      'តើខ្ញុំអាចណាត់ជួបថ្ងៃច័ន្ទបានទេ?',
    ])
      expect([message, wantsToBook(message, FRIDAY)]).toEqual([message, true]);
    for (const message of [
      'How do I book a consultation?',
      'How much is a website?',
      'កក់ដោយរបៀបណា?',
      'Do you have a booking page?',
      // A website with a booking form is a question about websites (and its price), not a booking.
      'Hi, I own a small guesthouse with 8 rooms. I would like a simple website with photos and a booking form. How much would that cost and how long would it take?',
      'ខ្ញុំចង់បានគេហទំព័រដែលមានទម្រង់កក់ តើថ្លៃប៉ុន្មាន?',
      'I need online booking for my hotel',
    ])
      expect([message, wantsToBook(message, FRIDAY)]).toEqual([message, false]);
  });

  it('relative days from the visitor’s today, and parts of the day', () => {
    expect(dayOf('tomorrow', FRIDAY)).toBe('2026-11-28');
    expect(dayOf('ថ្ងៃស្អែក', FRIDAY)).toBe('2026-11-28');
    expect(dayOf('the day after tomorrow', FRIDAY)).toBe('2026-11-29');
    expect(dayOf('ខានស្អែក', FRIDAY)).toBe('2026-11-29');
    expect(dayOf('today', FRIDAY)).toBe(FRIDAY);
    expect(dayOf('next Tuesday', FRIDAY)).toBe('2026-12-01');
    expect(dayOf('ថ្ងៃអង្គារ', FRIDAY)).toBe('2026-12-01');
    expect(dayOf('on Friday', FRIDAY)).toBe(FRIDAY);
    expect(dayOf('next Friday', FRIDAY)).toBe('2026-12-04');
    expect(dayOf('Wednesday next week', '2026-11-30')).toBe('2026-12-09');
    expect(dayOf('ថ្ងៃអាទិត្យ', FRIDAY)).toBe('2026-11-29');
    expect(dayOf('2026-12-15 please', FRIDAY)).toBe('2026-12-15');
    expect(dayOf('whenever suits', FRIDAY)).toBeUndefined();
    expect(partOfDay('tomorrow morning')).toBe('morning');
    expect(partOfDay('ពេលរសៀល')).toBe('afternoon');
    expect(partOfDay('in the evening')).toBe('evening');
    expect(partOfDay('I am free')).toBeUndefined();
  });

  it('a pick among offered times: ordinals, a time, the label itself', () => {
    const labels = ['Mon 9:00 AM', 'Mon 10:30 AM', 'Mon 2:00 PM'];
    const times = ['09:00', '10:30', '14:00'];
    expect(pickOf('the second one', labels, times)).toBe(1);
    expect(pickOf('first', labels, times)).toBe(0);
    expect(pickOf('3', labels, times)).toBe(2);
    expect(pickOf('the last one', labels, times)).toBe(2);
    expect(pickOf('10:30', labels, times)).toBe(1);
    expect(pickOf('2pm works', labels, times)).toBe(2);
    expect(pickOf('ទីពីរ', labels, times)).toBe(1);
    expect(pickOf('ម៉ោង ១០:៣០', labels, times)).toBe(1);
    expect(pickOf('Mon 2:00 PM', labels, times)).toBe(2);
    expect(pickOf('none of these', labels, times)).toBeUndefined();
    expect(clockOf('at 9')).toBeUndefined();
    expect(clockOf('for 2 people at 3pm')).toBe('15:00');
    expect(clockOf('ថ្ងៃពុធ ម៉ោង៣រសៀល')).toBe('15:00');
    expect(clockOf('ម៉ោង ៩ ព្រឹក')).toBe('09:00');
    // The evening and the night are after noon, whatever the hour.
    expect(clockOf('ថ្ងៃស្អែក ម៉ោង៧យប់')).toBe('19:00');
    expect(clockOf('ម៉ោង ៨ យប់')).toBe('20:00');
    expect(clockOf('tomorrow at 8:00 in the evening')).toBe('20:00');
    expect(clockOf('9:30 tonight')).toBe('21:30');
    expect(clockOf('3:00')).toBe('15:00');
    expect(clockOf('7:30 in the morning')).toBe('07:30');
    expect(clockOf('7am')).toBe('07:00');
  });

  it('services, ways to meet, addresses, numbers, names, and "cancel"', () => {
    expect(serviceOf('Web Design')).toBe('web-design');
    expect(serviceOf('website maintenance')).toBe('website-maintenance');
    expect(serviceOf('ការគ្រប់គ្រងបណ្ដាញសង្គម')).toBe('social-media');
    expect(serviceOf('SEO please')).toBe('seo');
    expect(serviceOf('hello')).toBeUndefined();
    // Only whole words: "instead" holds "ad", "Monday" and "supported" no service.
    for (const message of ['can we do Tuesday instead?', 'actually Monday', 'is that supported?'])
      expect([message, serviceOf(message)]).toEqual([message, undefined]);
    expect(serviceOf('Facebook ads')).toBe('social-media');
    expect(serviceOf('google ads')).toBe('digital-marketing');
    expect(meetingOf('Video call')).toBe('video');
    expect(meetingOf('ហៅទូរសព្ទ')).toBe('phone');
    expect(meetingOf('at your office')).toBe('office');
    expect(emailIn('it is dara@example.com.')).toBe('dara@example.com');
    expect(phoneIn('call +855 12 345 678 please')).toBe('+855 12 345 678');
    expect(phoneIn('០១២ ៣៤៥ ៦៧៨')).toBe('012 345 678');
    expect(nameIn('My name is Dara Chan.')).toBe('Dara Chan');
    expect(nameIn('ខ្ញុំឈ្មោះ សុខ ដារ៉ា')).toBe('សុខ ដារ៉ា');
    expect(nameIn('Dara\nChan')).toBe('Dara Chan');
    for (const message of ['cancel', 'Never mind', 'stop the booking', 'ឈប់', 'មិនអីទេ', 'បោះបង់'])
      expect([message, cancelsBooking(message)]).toEqual([message, true]);
    expect(cancelsBooking('Can I cancel later if needed?')).toBe(false);
  });
});
