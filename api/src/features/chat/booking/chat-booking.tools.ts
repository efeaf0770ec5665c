import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import {
  formatDate,
  formatMeeting,
  isDateString,
  MEETING_MODES,
  SERVICE_OPTION_VALUES,
  weekdayOf,
  zonedDate,
  zoneName,
  type BookedResponse,
} from '@site/common';
import { AppError } from '../../../errors.js';
import type { ChatBooking, BookingTurn, Booker } from './chat-booking.js';
import { CHAT_SESSION_BOOKINGS } from './chat-booking.js';
import type { DialogueStore } from './chat-booking.store.js';
import { PARTS_OF_DAY, type PartOfDay } from './booking-words.js';

/**
 * Booking through a language model's tool calls (issue 34): the tools the model is offered, what the
 * server tells it about the visitor's day, and the server's execution of each call, validated like
 * the form. The model cannot book without book_consultation, and that books only a start the server
 * itself offered in this chat session (find_free_times, kept in the session's dialogue row).
 */
export interface ChatTools {
  definitions: ChatCompletionFunctionTool[];
  /** A system message: today in the visitor's zone, the rules of booking, the times offered so far. */
  instructions(): Promise<string>;
  /** Runs one call; its JSON result goes back to the model as the tool message. */
  run(name: string, args: string): Promise<string>;
  /** What the answer carries besides its text: the manage page of a booking made in this answer. */
  extras(): { manageUrl?: string };
}

const ENGLISH = 'en' as const;

export const BOOKING_TOOLS: ChatCompletionFunctionTool[] = [
  {
    type: 'function',
    function: {
      name: 'find_free_times',
      description:
        "Free start times for a consultation from the agency's real calendar, on the visitor's clock with Cambodia time beside. Looks from the date given (or today) up to two weeks ahead for the first day with free times in that part of the day.",
      parameters: {
        type: 'object',
        properties: {
          date: {
            type: 'string',
            description: "The day wanted, yyyy-MM-dd in the visitor's time zone; omit for the next free day",
          },
          part_of_day: { type: 'string', enum: ['morning', 'afternoon', 'evening', 'any'] },
        },
        required: [],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'book_consultation',
      description:
        'Books the consultation. Call it only once the visitor has picked one of the starts find_free_times gave and told you the service, their name, their e-mail address and how to meet (and a phone number for a phone call).',
      parameters: {
        type: 'object',
        properties: {
          start: { type: 'string', description: 'Exactly one of the `start` values find_free_times returned' },
          service: { type: 'string', enum: [...SERVICE_OPTION_VALUES] },
          name: { type: 'string' },
          email: { type: 'string' },
          meeting: { type: 'string', enum: [...MEETING_MODES] },
          phone: { type: 'string', description: 'Required for a phone call' },
        },
        required: ['start', 'service', 'name', 'email', 'meeting'],
        additionalProperties: false,
      },
    },
  },
];

const PARTS = new Set<string>(Object.keys(PARTS_OF_DAY));

/** The tools of one chat turn: the session, the visitor's zone and language, the request's address (rate limits). */
export function bookingTools(
  store: DialogueStore,
  dialogue: ChatBooking,
  booker: Booker,
  businessTimeZone: string,
  turn: Omit<BookingTurn, 'message'>,
  now: () => Date = () => new Date(),
): ChatTools {
  let manageUrl: string | undefined;
  const { session, timezone, language } = turn;

  const offersOf = (starts: readonly string[]) => {
    const labels = dialogue.labels(starts, timezone, ENGLISH);
    return starts.map((start, index) => ({ start, visitor_time: labels[index] }));
  };

  const find = async (args: Record<string, unknown>) => {
    const today = zonedDate(now(), timezone);
    const date = args.date === undefined || args.date === '' ? undefined : args.date;
    if (date !== undefined && !isDateString(date)) return { error: 'date must be yyyy-MM-dd' };
    const part = args.part_of_day === undefined || args.part_of_day === 'any' ? undefined : args.part_of_day;
    if (part !== undefined && (typeof part !== 'string' || !PARTS.has(part))) {
      return { error: 'part_of_day must be morning, afternoon, evening or any' };
    }
    const from = date && date >= today ? date : today;
    const found = await dialogue.freeTimes(from, timezone, part as PartOfDay | undefined);
    const known = await store.load(session);
    await store.save(session, { ...(known?.draft ?? { step: null }), offers: found?.starts ?? [], timezone });
    if (!found) return { offers: [], note: 'No free time in the next two weeks: point the visitor to /booking.' };
    return { timezone, day: found.date, offers: offersOf(found.starts) };
  };

  const book = async (args: Record<string, unknown>) => {
    const draft = (await store.load(session))?.draft ?? { step: null };
    const offered = draft.offers ?? [];
    if (typeof args.start !== 'string' || !offered.includes(args.start)) {
      return { error: 'start_not_offered', message: 'Use exactly one start find_free_times returned in this chat.' };
    }
    if (!(await store.claim(session))) {
      return {
        error: 'limit',
        message: `This chat has already made ${CHAT_SESSION_BOOKINGS} bookings, the most it may.`,
      };
    }
    let booked: BookedResponse;
    try {
      booked = await booker.create(
        {
          name: args.name,
          email: args.email,
          phone: args.phone ?? '',
          service: args.service,
          datetime: args.start,
          duration: 60,
          message: '',
          timezone,
          language,
          meeting: args.meeting,
        },
        turn.meta,
        { source: 'chat' },
      );
    } catch (error) {
      await store.release(session);
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'CONFLICT' || error.fieldErrors?.datetime) {
        // Taken meanwhile (or too soon now): new offers in its place, from the same day on.
        const day = zonedDate(new Date(args.start), timezone);
        const found = await dialogue.freeTimes(day, timezone, undefined);
        await store.save(session, { ...draft, offers: found?.starts ?? [] });
        return { error: 'slot_taken', message: error.messages.en, new_offers: offersOf(found?.starts ?? []) };
      }
      // The form's own refusal, field by field, for the model to ask again (in the visitor's language).
      const fields = Object.fromEntries(
        Object.entries(error.fieldErrors ?? {}).map(([field, messages]) => [field, messages[language]]),
      );
      return {
        error: error.code === 'RATE_LIMITED' ? 'rate_limited' : 'invalid',
        message: error.messages[language],
        fields,
      };
    }
    await store.save(session, { step: null });
    manageUrl = booked.manageUrl;
    const meeting = booked.booking!;
    return {
      booked: true,
      when_visitor: formatMeeting(new Date(meeting.startsAt), new Date(meeting.endsAt), timezone, language),
      when_cambodia: formatMeeting(new Date(meeting.startsAt), new Date(meeting.endsAt), businessTimeZone, language),
      meeting: meeting.meeting,
      meeting_url: meeting.meetingUrl,
      confirmation_sent_to: args.email,
      manage_link: 'shown to the visitor below your answer',
    };
  };

  return {
    definitions: BOOKING_TOOLS,
    async instructions() {
      const today = zonedDate(now(), timezone);
      const known = await store.load(session);
      const offered = known?.draft.offers?.length ? offersOf(known.draft.offers) : [];
      return `# Booking a consultation in this chat
Today is ${formatDate(today, ENGLISH)} (${today}, weekday ${weekdayOf(today)}) in the visitor's time zone, ${timezone} (${zoneName(timezone, ENGLISH)}).
- To offer times, call find_free_times; never invent or change a time. Show 3 to 5 of its times as a numbered list, on the visitor's clock with Cambodia time beside as it gives them.
- Ask for what is missing one question at a time: the service (${SERVICE_OPTION_VALUES.join(', ')}), the visitor's name, their e-mail address, how to meet (video, phone or office; a phone call needs their phone number).
- Book only with book_consultation, using exactly one offered start. Never say a consultation is booked unless book_consultation answered booked: true. If it answers slot_taken, apologise and offer its new_offers.
- The visitor may cancel at any time: then book nothing.
${offered.length ? `Times already offered in this chat (start values for book_consultation):\n${offered.map((offer, index) => `${index + 1}. ${offer.visitor_time}: start ${offer.start}`).join('\n')}` : ''}`;
    },
    async run(name, raw) {
      let args: Record<string, unknown>;
      try {
        const parsed: unknown = JSON.parse(raw || '{}');
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        args = parsed as Record<string, unknown>;
      } catch {
        return JSON.stringify({ error: 'arguments must be a JSON object' });
      }
      const result =
        name === 'find_free_times'
          ? await find(args)
          : name === 'book_consultation'
            ? await book(args)
            : { error: `no tool named ${name}` };
      return JSON.stringify(result);
    },
    extras: () => (manageUrl ? { manageUrl } : {}),
  };
}
