import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { BookingConfirmation } from './BookingConfirmation';

const meeting = {
  startsAt: '2027-03-08T02:00:00.000Z',
  endsAt: '2027-03-08T03:30:00.000Z',
  duration: 90,
  service: 'seo',
  timezone: 'America/New_York',
  meeting: 'video',
  meetingUrl: 'https://meet.jit.si/AngkorDigital-abcdefghijklmnopqrstuvwxyz',
};

describe('the lasting confirmation after booking', () => {
  it('shows the time on both clocks, add-to-calendar links and the manage link, and takes the focus', () => {
    renderAt(
      '/booking',
      <BookingConfirmation
        title="Your consultation is booked"
        message="Appointment booked successfully!"
        meeting={meeting}
        calendarUrl="/api/booking/calendar.ics?token=abc"
        manageUrl="/booking/manage?token=abc"
      />,
    );
    const panel = screen.getByTestId('booking-confirmation');
    expect(screen.getByRole('heading', { name: 'Your consultation is booked' })).toHaveFocus();
    // Sunday evening in New York is Monday morning in Cambodia.
    expect(within(panel).getByTestId('booked-when')).toHaveTextContent(
      'Sunday, 7 March 2027, 9:00 PM – 10:30 PM, New York time (GMT-5)',
    );
    expect(within(panel).getByTestId('booked-cambodia')).toHaveTextContent(
      'Monday, 8 March 2027, 9:00 AM – 10:30 AM, Cambodia time (GMT+7)',
    );
    expect(within(panel).getByTestId('booked-duration')).toHaveTextContent('90 minutes');
    // How we meet: the video call's own link, on the page and in the calendar links.
    expect(within(panel).getByTestId('booked-meeting')).toHaveTextContent('Video call');
    expect(within(panel).getByRole('link', { name: meeting.meetingUrl })).toHaveAttribute('href', meeting.meetingUrl);
    const google = new URL(within(panel).getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!);
    expect(google.searchParams.get('dates')).toBe('20270308T020000Z/20270308T033000Z');
    expect(google.searchParams.get('details')).toContain('/booking/manage?token=abc');
    expect(google.searchParams.get('location')).toBe(meeting.meetingUrl);
    const outlook = new URL(within(panel).getByRole('link', { name: 'Outlook' }).getAttribute('href')!);
    expect(outlook.searchParams.get('startdt')).toBe('2027-03-08T02:00:00.000Z');
    expect(within(panel).getByRole('link', { name: 'Calendar file (.ics)' })).toHaveAttribute(
      'href',
      '/api/booking/calendar.ics?token=abc',
    );
    expect(within(panel).getByRole('link', { name: 'Change or cancel this booking' })).toHaveAttribute(
      'href',
      '/booking/manage?token=abc',
    );
  });

  it('speaks Khmer on a Khmer page', () => {
    renderAt(
      '/km/booking',
      <BookingConfirmation
        title="t"
        message="m"
        meeting={{ ...meeting, timezone: 'Asia/Phnom_Penh' }}
        calendarUrl="/x.ics"
      />,
    );
    const panel = screen.getByTestId('booking-confirmation');
    expect(within(panel).getByTestId('booked-when')).toHaveTextContent('ថ្ងៃច័ន្ទ ទី 8 ខែមីនា ឆ្នាំ 2027');
    expect(within(panel).queryByTestId('booked-cambodia')).toBeNull();
    expect(within(panel).getByRole('link', { name: 'ប្រតិទិន Google' })).toBeInTheDocument();
  });

  it('a phone call promises our call and gives our number; the office gives its address and map', () => {
    renderAt(
      '/km/booking',
      <BookingConfirmation
        title="t"
        message="m"
        meeting={{ ...meeting, meeting: 'phone', meetingUrl: null }}
        calendarUrl="/x.ics"
      />,
    );
    expect(screen.getByTestId('booked-meeting')).toHaveTextContent('ការហៅទូរស័ព្ទ');
    expect(screen.getByTestId('booked-meeting')).toHaveTextContent('+855 12 345 678');
    expect(screen.queryByTestId('booked-video-link')).toBeNull();
  });

  it('the office: its address and a map link', () => {
    renderAt(
      '/booking',
      <BookingConfirmation
        title="t"
        message="m"
        meeting={{ ...meeting, meeting: 'office', meetingUrl: null }}
        calendarUrl="/x.ics"
      />,
    );
    expect(screen.getByTestId('booked-meeting')).toHaveTextContent(
      'At our office in Siem Reap' + 'No. 25, Sivatha Boulevard, Svay Dangkum, Siem Reap, Cambodia',
    );
    expect(screen.getByRole('link', { name: 'Open the map' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=13\.3553%2C103\.8553$/,
    );
  });
});
