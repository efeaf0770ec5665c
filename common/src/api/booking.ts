import type { MeetingMode } from '../booking/meeting.js';
import type { Language } from '../languages.js';
import type { AvailabilityQuery, BookingInput, DaysQuery } from '../validation/booking.js';
import { contract, type NoInput, type Optional } from './contract.js';
import type { PageInput } from './page.js';
import type { AvailabilityResponse, BookingView, FormRequest, MessageResponse } from './views.js';

/** A booked meeting as its visitor sees it: no name, no e-mail, nothing typed into the form. */
export interface BookedMeeting {
  startsAt: Date;
  endsAt: Date;
  /** Minutes. */
  duration: number;
  service: string;
  /** The visitor's IANA time zone. */
  timezone: string;
  /** How we meet: video, phone or office. */
  meeting: MeetingMode;
  /** A video call's own link; null for a phone call or the office. */
  meetingUrl: string | null;
}

/** POST /api/booking's answer: the message, and what the lasting confirmation on the page shows. */
export interface BookedResponse extends MessageResponse {
  /** Absent for a request answered quietly (a bot's). */
  booking?: BookedMeeting;
  /** The page that changes or cancels it: /booking/manage?token=… (under /km in Khmer). */
  manageUrl?: string;
  /** The meeting as an .ics download. */
  calendarUrl?: string;
}

/** What the manage link shows (GET /api/booking/manage). */
export interface ManagedBooking extends BookedMeeting {
  language: Language;
  status: 'confirmed' | 'cancelled';
  /** Can it still be moved or cancelled online (not started, not within the change notice)? */
  changeable: boolean;
  /** Changes online end this many hours before the meeting (BOOKING_CHANGE_NOTICE_HOURS). */
  noticeHours: number;
  calendarUrl: string;
}

/** The calendar's month: the visitor's dates that still have free time. */
export interface BookableDaysResponse {
  days: string[];
}

/** A booking a closure overlaps: the closure does not cancel it, staff decide. */
export interface ClosureBooking {
  id: string;
  name: string;
  service: string;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
}

/** A closed day or range of the office (dates in BUSINESS_TIMEZONE, both ends included). */
export interface ClosureView {
  id: string;
  from: string;
  to: string;
  reasonEn: string;
  reasonKm: string;
  /** `holiday`: added at start from the fixed-date public holidays; `staff`: entered by staff. */
  source: 'holiday' | 'staff';
  createdBy: string | null;
  createdAt: Date;
  bookings: ClosureBooking[];
}

/** The booking's capability: the signed token of the manage (and older cancel) links. */
interface WithToken {
  token: string;
}

export const bookingApi = {
  /** `token` (a manage link's) leaves that booking's own time out of the conflicts. */
  availability: contract<Optional<AvailabilityQuery, 'duration'> & Partial<WithToken>, AvailabilityResponse>({
    method: 'GET',
    path: '/api/booking/availability',
    status: 200,
  }),
  /** The month the calendar shows: which of the visitor's dates still have free time. */
  days: contract<Optional<DaysQuery, 'duration'> & Partial<WithToken>, BookableDaysResponse>({
    method: 'GET',
    path: '/api/booking/days',
    status: 200,
  }),
  // `meeting` may be left out (partner tools written before it existed): a video call.
  create: contract<FormRequest<Optional<BookingInput, 'meeting'>>, BookedResponse>({
    method: 'POST',
    path: '/api/booking',
    status: 201,
  }),
  /** The manage link's page reads the booking. */
  manage: contract<WithToken, ManagedBooking>({ method: 'GET', path: '/api/booking/manage', status: 200 }),
  reschedule: contract<WithToken & { datetime: string; timezone: string; language?: Language }, BookedResponse>({
    method: 'POST',
    path: '/api/booking/reschedule',
    status: 200,
  }),
  /** The manage page's cancel (the e-mails' older cancel links keep their page at /api/booking/cancel). */
  cancelByLink: contract<WithToken & { language?: Language }, MessageResponse>({
    method: 'POST',
    path: '/api/booking/manage/cancel',
    status: 200,
  }),
  /**
   * Staff (admins): confirmed bookings that have not ended, soonest first; `q` searches name, e-mail,
   * phone and message. `?format=csv` downloads them.
   */
  upcoming: contract<PageInput & { q?: string }, BookingView[]>({
    method: 'GET',
    path: '/api/admin/bookings',
    status: 200,
    paged: true,
  }),
  /** Staff (admins): one booking, whatever its status (a cancelled one too: the alerts link to it). */
  detail: contract<{ id: string }, BookingView>({
    method: 'GET',
    path: '/api/admin/bookings/:id',
    status: 200,
  }),
  cancelByStaff: contract<{ id: string; language?: Language }, BookingView>({
    method: 'POST',
    path: '/api/admin/bookings/:id/cancel',
    status: 200,
  }),
  rescheduleByStaff: contract<{ id: string; datetime: string; language?: Language }, BookingView>({
    method: 'POST',
    path: '/api/admin/bookings/:id/reschedule',
    status: 200,
  }),
  /** Staff (admins): the closures that have not ended, with the bookings each overlaps. */
  closures: contract<NoInput, ClosureView[]>({ method: 'GET', path: '/api/admin/closures', status: 200 }),
  addClosure: contract<{ from: string; to?: string; reasonEn: string; reasonKm: string }, ClosureView>({
    method: 'POST',
    path: '/api/admin/closures',
    status: 201,
  }),
  removeClosure: contract<{ id: string }, MessageResponse>({
    method: 'DELETE',
    path: '/api/admin/closures/:id',
    status: 200,
  }),
};
