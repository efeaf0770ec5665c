/**
 * "Add to calendar" links for a booked meeting, as the booking confirmation shows them. Times go in
 * UTC, so each calendar shows them on its own clock. The .ics download is served by the api.
 */
export interface CalendarEvent {
  title: string;
  details: string;
  start: Date;
  end: Date;
  /** Where: a video call's link, a phone number or the office's address. */
  location?: string;
}

/** 20270303T020000Z: the basic UTC form Google's template link takes. */
const basicUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google Calendar's event template. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${basicUtc(event.start)}/${basicUtc(event.end)}`,
    details: event.details,
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** Outlook on the web's compose deep link (personal and work accounts both open it). */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: event.start.toISOString(),
    enddt: event.end.toISOString(),
    body: event.details,
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query.toString()}`;
}
