import { randomBytes } from 'node:crypto';
import { SITE, type Language, type MeetingMode } from '@site/common';
import type { Booking } from './booking.entity.js';
import { contactDetails } from '../../shared/contact-details.js';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** RFC 4648 base32 (lower case, no padding): a name a video service takes as it is. */
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/**
 * A video call's own room: 128 random bits in base32 under MEETING_BASE_URL, so no one finds it by
 * guessing and no two bookings share one. Phone calls and office meetings have none.
 */
export function meetingRoom(meeting: MeetingMode, baseUrl: string): string | null {
  if (meeting !== 'video') return null;
  return `${baseUrl}/${SITE.name.replace(/\W/g, '')}-${base32(randomBytes(16))}`;
}

const TEXT = {
  en: {
    video: 'Video call',
    phone: 'Phone call',
    office: 'At our office in Siem Reap',
    videoHow: (url: string) => `Join the video call at ${url} (in the browser, nothing to install).`,
    videoLater: 'We will send you the link to the video call before the meeting.',
    get phoneHow() {
      return `We call you on the phone number you gave us. If we miss each other, call us on ${contactDetails().phone}.`;
    },
    officeHow: (address: string) => `${address}. Map: ${contactDetails().mapUrl}`,
  },
  km: {
    video: 'ការហៅជាវីដេអូ',
    phone: 'ការហៅទូរស័ព្ទ',
    office: 'នៅការិយាល័យរបស់យើងនៅសៀមរាប',
    videoHow: (url: string) => `ចូលរួមការហៅជាវីដេអូតាមតំណ ${url} (ក្នុងកម្មវិធីរុករក មិនចាំបាច់ដំឡើងអ្វីទេ)។`,
    videoLater: 'យើងនឹងផ្ញើតំណនៃការហៅជាវីដេអូជូនអ្នក មុនពេលជួប។',
    get phoneHow() {
      return `យើងនឹងទូរស័ព្ទទៅអ្នកតាមលេខដែលអ្នកបានផ្ដល់ឱ្យ។ ប្រសិនបើយើងខកខានគ្នា សូមទូរស័ព្ទមកយើងតាមលេខ ${contactDetails().phone}។`;
    },
    officeHow: (address: string) => `${address}។ ផែនទី៖ ${contactDetails().mapUrl}`,
  },
} satisfies Record<Language, unknown>;

/** How we meet, as e-mails, the calendar event and alerts state it. */
export interface MeetingPlace {
  /** The medium's name: "Video call". */
  label: string;
  /** What to do, with the link, the number or the address and its map link. */
  how: string;
  /** The calendar event's LOCATION: the link, the phone number, or the address. */
  location: string;
  /** The video call's link (the CONFERENCE of the event). */
  url?: string;
}

/**
 * How a booking's meeting happens, in a language. For a phone call the visitor's copy does not repeat
 * their number (e-mails never quote what was typed into the form); the team's copy names it.
 */
export function meetingPlace(
  booking: Pick<Booking, 'meeting' | 'meetingUrl' | 'phone'>,
  language: Language,
  audience: 'visitor' | 'staff' = 'visitor',
): MeetingPlace {
  const t = TEXT[language];
  const meeting = booking.meeting ?? 'video';
  if (meeting === 'video' && booking.meetingUrl)
    return {
      label: t.video,
      how: t.videoHow(booking.meetingUrl),
      location: booking.meetingUrl,
      url: booking.meetingUrl,
    };
  // A booking made before the choice existed: a video call whose link staff send.
  if (meeting === 'video') return { label: t.video, how: t.videoLater, location: t.video };
  if (meeting === 'phone') {
    const how = audience === 'staff' ? `Call ${booking.phone ?? '(no number given)'}.` : t.phoneHow;
    return {
      label: t.phone,
      how,
      location: audience === 'staff' ? (booking.phone ?? contactDetails().phone) : contactDetails().phone,
    };
  }
  const address = contactDetails().address[language];
  return { label: t.office, how: t.officeHow(address), location: address };
}
