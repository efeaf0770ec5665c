import { describe, expect, it } from '@jest/globals';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links.js';

const event = {
  title: 'ការពិគ្រោះយោបល់ & SEO',
  details: 'Line one\nLine two',
  start: new Date('2027-03-08T02:00:00.000Z'),
  end: new Date('2027-03-08T03:30:00.000Z'),
};

describe('add-to-calendar links', () => {
  it('Google: the template with UTC times in the basic form and every text encoded', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20270308T020000Z/20270308T033000Z');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('details')).toBe(event.details);
  });

  it('Outlook: the compose deep link with ISO instants', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.hostname).toBe('outlook.live.com');
    expect(url.searchParams.get('rru')).toBe('addevent');
    expect(url.searchParams.get('startdt')).toBe('2027-03-08T02:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2027-03-08T03:30:00.000Z');
    expect(url.searchParams.get('subject')).toBe(event.title);
  });
});
