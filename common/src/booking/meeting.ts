import type { Language } from '../languages.js';
import { SITE } from '../site.js';

/** How a consultation happens: a video call (its own link), a phone call, or at the office in Siem Reap. */
export const MEETING_MODES = ['video', 'phone', 'office'] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];

/**
 * A booking that does not say (a partner tool posting the earlier payload) is a video call: it needs
 * nothing more from the visitor, wherever they are, and it gets its own link.
 */
export const DEFAULT_MEETING_MODE: MeetingMode = 'video';

export const isMeetingMode = (value: unknown): value is MeetingMode =>
  typeof value === 'string' && (MEETING_MODES as readonly string[]).includes(value);

/** The office as one line in a language: street, city, country. */
export const officeAddress = (language: Language): string =>
  [SITE.address.street[language], SITE.address.city[language], SITE.address.country[language]].join(', ');

/** The office on a map (any phone opens it in its maps app). */
export const OFFICE_MAP_URL = `https://www.google.com/maps/search/?api=1&query=${SITE.address.geo.latitude}%2C${SITE.address.geo.longitude}`;
