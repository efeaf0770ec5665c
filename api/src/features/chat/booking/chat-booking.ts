import type { MikroORM } from '@mikro-orm/postgresql';
import {
  addDays,
  DEFAULT_BOOKING_DURATION,
  emailField,
  formatDate,
  formatMeeting,
  formatTimeIn,
  currentZoneName,
  isTimeZone,
  minutesOf,
  optionalPhoneField,
  requiredText,
  FIELD_LIMITS,
  serviceOptionLabel,
  SERVICE_OPTIONS,
  zonedDate,
  zonedTime,
  zonedTimeToUtc,
  zoneName,
  zonesDiffer,
  type BookedResponse,
  type Language,
  type MeetingMode,
} from '@site/common';
import { AppError } from '../../../errors.js';
import type { ChatProvider } from '../chat.provider.js';
import type { RequestMeta } from '../../../shared/request-meta.js';
import {
  cancelsBooking,
  clockOf,
  dayOf,
  emailIn,
  meetingOf,
  nameIn,
  partOfDay,
  PARTS_OF_DAY,
  phoneIn,
  pickOf,
  serviceOf,
  statesName,
  wantsToBook,
  type PartOfDay,
} from './booking-words.js';
import type { BookingDraft } from './chat-booking.entity.js';
import { DialogueStore } from './chat-booking.store.js';
import { CHAT_BOOKING_TEXT as T, say } from './chat-booking.messages.js';
import { bookingTools, type ChatTools } from './chat-booking.tools.js';
import { contactDetails } from '../../../shared/contact-details.js';

/** Most bookings one chat session can make. */
export const CHAT_SESSION_BOOKINGS = 2;
/** How many free times one answer offers (at most). */
const OFFERS = 4;
/** How far ahead the dialogue looks for free times, in days. */
const SEARCH_DAYS = 14;
const DURATION = DEFAULT_BOOKING_DURATION;

/** What the dialogue needs of the booking feature: the form's availability and the form's booking. */
export interface Booker {
  availability(input: { date?: unknown; timezone?: unknown; duration?: unknown }): Promise<{ timeSlots: string[] }>;
  create(input: unknown, meta: RequestMeta, options: { source: 'chat' }): Promise<BookedResponse>;
}

/** One answer of the booking dialogue: its text, the choices to tap, and after a booking the manage link. */
export interface BookingReply {
  text: string;
  choices?: string[];
  manageUrl?: string;
  /**
   * The message was a question of its own, not this step's answer ("how much is the starter package?"
   * when the service is asked): the assistant answers it, then `text` asks the step's question again.
   */
  aside?: boolean;
}

/**
 * Words that ask rather than answer ("is the video call on Zoom?", "ការិយាល័យនៅណា?"): a question of the
 * visitor's own even when it names one of the step's choices. "Can we meet by video?" answers.
 */
const ASKS = /^\s*(?:how|what|where|when|why|who|which|do|does|is|are)\b|ប៉ុន្មាន|អ្វី|យ៉ាងម៉េច|យ៉ាងដូចម្ដេច|នៅណា|នៅឯណា|ឬទេ/i;
/** A question of the visitor's own (English or Khmer), rather than an answer to the step's question. */
const QUESTION = new RegExp(`[?？]|^\\s*(?:can|could|will|would)\\b|${ASKS.source}`, 'i');

export interface BookingTurn {
  session: string;
  /** The visitor's last message. */
  message: string;
  language: Language;
  /** The visitor's IANA zone (validChatTimeZone). */
  timezone: string;
  meta: RequestMeta;
}

/** The visitor's zone sent with a chat message: absent means the office's; anything else must be an IANA zone. */
export function validChatTimeZone(value: unknown, businessTimeZone: string): string {
  if (value === undefined || value === null || value === '') return businessTimeZone;
  if (isTimeZone(value)) return currentZoneName(value);
  throw new AppError('BAD_USER_INPUT', T.timezone, { timezone: T.timezone });
}

const readable = (schema: { isValidSync(value: unknown): boolean }, value: string) => schema.isValidSync(value);
const NAME = requiredText(FIELD_LIMITS.name);
const EMAIL = emailField();
const PHONE = optionalPhoneField();
const CORRECTION = /\b(?:actually|instead|change|rather|switch|make it)\b|ប្ដូរ|ប្តូរ|វិញ/i;

/**
 * The built-in assistant's booking dialogue (issue 34): a wish to book opens it; it offers free times
 * from the booking feature's own availability in the visitor's zone (Cambodia time beside), takes the
 * pick, then asks one question at a time for what is missing (service, name, e-mail, how to meet, a
 * phone number for a phone call), and books through the form's own service (validation, rate limit,
 * the database guard), marked as booked in the chat. Its state is the server's: one row per chat
 * session, locked while a turn runs.
 */
export class ChatBooking {
  private readonly store: DialogueStore;

  constructor(
    orm: MikroORM,
    private readonly booker: Booker,
    private readonly businessTimeZone: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.store = new DialogueStore(orm, CHAT_SESSION_BOOKINGS);
  }

  /** The booking tools a language model is offered for this turn (issue 34: the model books through them). */
  tools(turn: Omit<BookingTurn, 'message'>): ChatTools {
    return bookingTools(this.store, this, this.booker, this.businessTimeZone, turn, this.now);
  }

  /** The dialogue's answer to this message, or undefined when the message is not about booking. */
  async turn(turn: BookingTurn): Promise<BookingReply | undefined> {
    const today = zonedDate(this.now(), turn.timezone);
    const known = await this.store.load(turn.session);
    const active = Boolean(known?.draft.step);
    if (!active && !wantsToBook(turn.message, today)) return undefined;
    const answered = await this.answer({ ...(known?.draft ?? { step: null }) }, known?.bookings ?? 0, turn, today);
    await this.store.save(turn.session, answered.draft);
    return answered.reply;
  }

  private async answer(
    draft: BookingDraft,
    bookings: number,
    turn: BookingTurn,
    today: string,
  ): Promise<{ draft: BookingDraft; reply: BookingReply | undefined }> {
    const { message, language } = turn;
    const done = (reply: BookingReply, next: BookingDraft = draft) => ({ draft: next, reply });
    if (!draft.step) {
      if (!wantsToBook(message, today)) return { draft, reply: undefined };
      if (bookings >= CHAT_SESSION_BOOKINGS) return done({ text: say(T.limit, language) }, { step: null });
      const fresh: BookingDraft = {
        step: 'slot',
        timezone: turn.timezone,
        date: dayOf(message, today),
        part: partOfDay(message),
        service: serviceOf(message.replace(/\b(?:book|call|meeting|consultation)\b/gi, '')) ?? undefined,
        email: this.validEmail(emailIn(message)),
        meeting: explicitMeeting(message),
      };
      // "Can I book a call" names no service: only words of a service count.
      if (fresh.service === 'other') fresh.service = undefined;
      // "Book me Wednesday at 3pm": that time when it is free, else the free times nearest to it.
      const clock = clockOf(message);
      if (clock) return this.namedTime(fresh, fresh.date ?? today, clock, turn, today);
      return done(await this.offer(fresh, turn, today), fresh);
    }
    if (cancelsBooking(message)) return done({ text: say(T.cancelled, language) }, { step: null });
    // The visitor's zone as this message gives it (they may have moved between tabs; the draft follows).
    draft.timezone = turn.timezone;

    // Answers given before they are asked, and corrections, from any step.
    const stated = statesName(message);
    if (stated && readable(NAME, stated)) draft.name = stated;
    const email = emailIn(message);
    if (email && draft.step !== 'email' && this.validEmail(email)) draft.email = this.validEmail(email);
    if (draft.step !== 'service' && draft.step !== 'name' && CORRECTION.test(message)) {
      const service = serviceOf(message);
      if (service) draft.service = service;
      const meeting = meetingOf(message);
      if (meeting) draft.meeting = meeting;
    }

    // A new day or part of the day after the pick: new offers, the other answers kept (a name is
    // taken as typed unless the message says it changes something).
    // (Not in an e-mail address: "monday.sales@…" names no day.)
    const words = email ? message.replace(email, ' ') : message;
    const newDay = dayOf(words, today);
    const newPart = partOfDay(words);
    const newClock = draft.step !== 'phone' && CORRECTION.test(message) ? clockOf(words) : undefined;
    if (draft.step !== 'slot' && newClock) {
      const offeredDate = draft.slot ? zonedDate(new Date(draft.slot), turn.timezone) : today;
      return this.namedTime(draft, newDay ?? offeredDate, newClock, turn, today);
    }
    if (draft.step !== 'slot' && (newDay || newPart) && (draft.step !== 'name' || CORRECTION.test(message))) {
      draft.date = newDay ?? draft.date;
      draft.part = newPart ?? (newDay ? undefined : draft.part);
      return done(await this.offer(draft, turn, today));
    }
    let justPicked = false;
    switch (draft.step) {
      case 'slot': {
        const offers = draft.offers ?? [];
        const times = offers.map((start) => zonedTime(new Date(start), turn.timezone));
        const day = dayOf(message, today);
        const offeredDate = offers.length > 0 ? zonedDate(new Date(offers[0]), turn.timezone) : draft.date;
        // "Monday 10am" while Friday's times are offered names Monday, not Friday's 10:00.
        const otherDay = day !== undefined && day !== offeredDate;
        const picked = otherDay ? undefined : pickOf(message, this.labels(offers, turn.timezone, language), times);
        if (picked !== undefined) {
          draft.slot = offers[picked];
          justPicked = true;
          break;
        }
        // A time that was not offered ("3pm", "Monday at 10"): taken when it is free.
        const clock = clockOf(message);
        if (clock) return this.namedTime(draft, day ?? offeredDate ?? today, clock, turn, today);
        const part = partOfDay(message);
        if (day || part) {
          draft.date = day ?? draft.date;
          draft.part = part ?? (day ? undefined : draft.part);
          return done(await this.offer(draft, turn, today));
        }
        if (QUESTION.test(message))
          return done({
            text: say(T.pickHint, language),
            choices: this.labels(offers, turn.timezone, language),
            aside: true,
          });
        return done(await this.offer(draft, turn, today, say(T.notPicked, language)));
      }
      case 'service': {
        const service = ASKS.test(message) ? undefined : serviceOf(message);
        if (!service) return done(this.askAgain(draft, message, language));
        draft.service = service;
        break;
      }
      case 'name': {
        const name = stated ?? nameIn(message);
        // A question or an address is not a name: asked again.
        if (QUESTION.test(message)) return done(this.askAgain(draft, message, language));
        if (!readable(NAME, name) || emailIn(name)) return done({ text: say(T.badName, language) });
        draft.name = name;
        break;
      }
      case 'email': {
        const valid = this.validEmail(email ?? message.trim());
        if (!valid && QUESTION.test(message)) return done(this.askAgain(draft, message, language));
        if (!valid) return done({ text: say(T.badEmail, language) });
        draft.email = valid;
        break;
      }
      case 'meeting': {
        // "Is the video call on Zoom?" asks about a way to meet; it does not choose it (nor book).
        const meeting = ASKS.test(message) ? undefined : meetingOf(message);
        if (!meeting) return done(this.askAgain(draft, message, language));
        draft.meeting = meeting;
        break;
      }
      case 'phone': {
        const phone = phoneIn(message) ?? message.trim();
        if (!phoneIn(message) && QUESTION.test(message)) return done(this.askAgain(draft, message, language));
        if (!phone || !readable(PHONE, phone)) return done({ text: say(T.badPhone, language) });
        draft.phone = phone;
        break;
      }
    }
    return this.next(draft, turn, today, justPicked);
  }

  /** The next question of the draft (saying which time was noted, just after a pick), or the booking. */
  private async next(draft: BookingDraft, turn: BookingTurn, today: string, justPicked: boolean) {
    const missing = nextQuestion(draft);
    if (!missing) return this.book(draft, turn, today);
    draft.step = missing;
    const reply = this.ask(draft, turn.language);
    if (justPicked) {
      const label = this.labels([draft.slot!], turn.timezone, turn.language)[0];
      reply.text = `${say(T.picked(label), turn.language)} ${reply.text}`;
    }
    return { draft, reply };
  }

  /**
   * A day and a clock time the visitor named ("Monday 10am", "wednesday at 3pm", on their own clock):
   * that time when it is free (noted, and the dialogue goes on), else the free times nearest to it on
   * that day (or the next days), saying that it is not free.
   */
  private async namedTime(draft: BookingDraft, date: string, clock: string, turn: BookingTurn, today: string) {
    const { timezone, language } = turn;
    const day = date < today ? today : date;
    const start = await this.freeAt(day, clock, timezone);
    if (start) {
      draft.date = day;
      draft.offers = [start];
      draft.slot = start;
      return this.next(draft, turn, today, true);
    }
    const asked = zonedTimeToUtc(day, clock, timezone);
    const label = `${formatDate(day, language)}, ${formatTimeIn(asked, timezone, language)}`;
    draft.date = day;
    draft.part = undefined;
    draft.slot = undefined;
    return { draft, reply: await this.offer(draft, turn, today, say(T.notFree(label), language), clock) };
  }

  /** The start (ISO) of `clock` on `date`, on the visitor's clock, when a consultation can start then. */
  private async freeAt(date: string, clock: string, timezone: string): Promise<string | undefined> {
    try {
      const { timeSlots } = await this.booker.availability({ date, timezone, duration: DURATION });
      return timeSlots.includes(clock) ? zonedTimeToUtc(date, clock, timezone).toISOString() : undefined;
    } catch (error) {
      if (error instanceof AppError && error.code === 'BAD_USER_INPUT') return undefined; // closed or beyond the horizon
      throw error;
    }
  }

  /** Books the completed draft through the form's service; a time taken meanwhile gets new offers. */
  private async book(draft: BookingDraft, turn: BookingTurn, today: string) {
    const { language } = turn;
    // The session's limit, claimed before booking (the row exists: the draft is saved first).
    await this.store.save(turn.session, draft);
    if (!(await this.store.claim(turn.session)))
      return { draft: { step: null }, reply: { text: say(T.limit, language) } };
    let booked: BookedResponse;
    try {
      booked = await this.booker.create(
        {
          name: draft.name,
          email: draft.email,
          phone: draft.phone ?? '',
          service: draft.service,
          datetime: draft.slot,
          duration: DURATION,
          message: '',
          timezone: turn.timezone,
          language,
          meeting: draft.meeting,
        },
        turn.meta,
        { source: 'chat' },
      );
    } catch (error) {
      await this.store.release(turn.session);
      if (!(error instanceof AppError)) throw error;
      const slotRefused =
        error.code === 'CONFLICT' || (error.code === 'BAD_USER_INPUT' && error.fieldErrors?.datetime !== undefined);
      if (slotRefused) {
        draft.slot = undefined;
        draft.step = 'slot';
        const intro = error.code === 'CONFLICT' ? say(T.taken, language) : error.messages[language];
        return { draft, reply: await this.offer(draft, turn, today, intro) };
      }
      // A refused answer (the form's rules) or the visitor's booking budget: said as the form says it.
      const field = Object.keys(error.fieldErrors ?? {})[0];
      if (field === 'name' || field === 'email' || field === 'phone') {
        draft[field] = undefined;
        draft.step = field;
      }
      return { draft, reply: { text: error.messages[language] } };
    }
    return { draft: { step: null } as BookingDraft, reply: this.confirmation(booked, draft, turn) };
  }

  private confirmation(booked: BookedResponse, draft: BookingDraft, turn: BookingTurn): BookingReply {
    const { language, timezone } = turn;
    const meeting = booked.booking!;
    const start = new Date(meeting.startsAt);
    const end = new Date(meeting.endsAt);
    // Khmer ends a sentence with ។ and introduces with ៖.
    const [stop, colon] = language === 'km' ? ['។', '៖'] : ['.', ':'];
    const lines = [
      `${say(T.booked, language)} ${draft.email}${stop}`,
      '',
      `- ${say(T.labels.when, language)}${colon} ${formatMeeting(start, end, timezone, language)}`,
    ];
    if (zonesDiffer(timezone, this.businessTimeZone, start)) {
      lines.push(
        `- ${say(T.labels.cambodia, language)}${colon} ${formatMeeting(start, end, this.businessTimeZone, language)}`,
      );
    }
    lines.push(`- ${say(T.labels.service, language)}${colon} ${serviceOptionLabel(meeting.service, language)}`);
    const mode = meeting.meeting as MeetingMode;
    const where =
      mode === 'video' && meeting.meetingUrl
        ? ` (${meeting.meetingUrl})`
        : mode === 'office'
          ? ` (${contactDetails().address[language]})`
          : mode === 'phone' && draft.phone
            ? ` (${draft.phone})`
            : '';
    lines.push(`- ${say(T.labels.meeting, language)}${colon} ${say(T.meetingModes[mode], language)}${where}`);
    lines.push('', say(T.manage, language));
    return { text: lines.join('\n'), manageUrl: booked.manageUrl };
  }

  /** The step's question again; after a question of the visitor's own, as an aside the assistant answers first. */
  private askAgain(draft: BookingDraft, message: string, language: Language): BookingReply {
    const reply = this.ask(draft, language);
    return QUESTION.test(message) ? { ...reply, aside: true } : reply;
  }

  /** The question for the draft's step, with its choices where there are some. */
  private ask(draft: BookingDraft, language: Language): BookingReply {
    switch (draft.step) {
      case 'service':
        return {
          text: say(T.askService, language),
          choices: SERVICE_OPTIONS.filter((option) => option.value !== 'other').map((option) => option.label[language]),
        };
      case 'meeting':
        return {
          text: say(T.askMeeting, language),
          choices: (['video', 'phone', 'office'] as const).map((mode) => say(T.meetingModes[mode], language)),
        };
      case 'name':
        return { text: say(T.askName, language) };
      case 'email':
        return { text: say(T.askEmail, language) };
      default:
        return { text: say(T.askPhone, language) };
    }
  }

  /**
   * Offers free times: on the day asked for (else from today) in the part of the day asked for; none
   * there, the nearest day with free times in that part, then at any time of day.
   */
  private async offer(
    draft: BookingDraft,
    turn: BookingTurn,
    today: string,
    intro?: string,
    /** A time the visitor named (HH:mm on their clock): the offers are the free times nearest to it. */
    near?: string,
  ): Promise<BookingReply> {
    const { language, timezone } = turn;
    const from = draft.date && draft.date >= today ? draft.date : today;
    let found = await this.freeTimes(from, timezone, draft.part, near);
    if (!found && draft.part) found = await this.freeTimes(from, timezone, undefined, near);
    draft.step = 'slot';
    draft.slot = undefined;
    if (!found) {
      draft.offers = [];
      draft.step = null;
      return { text: say(T.noneFree, language) };
    }
    draft.offers = found.starts;
    const asked = [
      draft.date ? say(T.on(formatDate(draft.date, language)), language) : '',
      draft.part ? say(T.parts[draft.part], language) : '',
    ]
      .filter(Boolean)
      .join(' ');
    const exact = (!draft.date || found.date === draft.date) && (!draft.part || found.part === draft.part);
    const head = intro ?? say(!asked ? T.offersNext : exact ? T.offers(asked) : T.offersElsewhere(asked), language);
    const labels = this.labels(found.starts, timezone, language);
    const list = labels.map((label, index) => `${index + 1}. ${label}`).join('\n');
    return { text: `${head}\n${list}\n\n${say(T.pickHint, language)}`, choices: labels };
  }

  /** The first day from `from` (up to SEARCH_DAYS) with free starts in the part of the day, spread over it. */
  async freeTimes(
    from: string,
    timezone: string,
    part: PartOfDay | undefined,
    near?: string,
  ): Promise<{ date: string; part?: PartOfDay; starts: string[] } | undefined> {
    for (let offset = 0; offset < SEARCH_DAYS; offset += 1) {
      const date = addDays(from, offset);
      let slots: string[];
      try {
        slots = (await this.booker.availability({ date, timezone, duration: DURATION })).timeSlots;
      } catch (error) {
        if (error instanceof AppError && error.code === 'BAD_USER_INPUT') continue; // closed or beyond the horizon
        throw error;
      }
      const inPart = part
        ? slots.filter((time) => minutesOf(time) >= PARTS_OF_DAY[part][0] && minutesOf(time) < PARTS_OF_DAY[part][1])
        : slots;
      if (inPart.length === 0) continue;
      return {
        date,
        part,
        starts: (near ? nearest(inPart, near, OFFERS) : spread(inPart, OFFERS)).map((time) =>
          zonedTimeToUtc(date, time, timezone).toISOString(),
        ),
      };
    }
    return undefined;
  }

  /** Each offer as the visitor reads it: their date and time, and Cambodia's beside when it differs. */
  labels(starts: readonly string[], timezone: string, language: Language): string[] {
    return starts.map((iso) => {
      const start = new Date(iso);
      const own = `${formatDate(zonedDate(start, timezone), language)}, ${formatTimeIn(start, timezone, language)}`;
      const business = zonesDiffer(timezone, this.businessTimeZone, start)
        ? `${say(T.labels.cambodia, language)} ${formatTimeIn(start, this.businessTimeZone, language)}`
        : zoneName(timezone, language);
      return `${own} (${business})`;
    });
  }

  private validEmail(value: string | undefined): string | undefined {
    const email = value?.trim();
    return email && EMAIL.isValidSync(email) ? email : undefined;
  }
}

/** The next thing to ask, in the order of the booking form; undefined when the draft can be booked. */
function nextQuestion(draft: BookingDraft): BookingDraft['step'] | undefined {
  if (!draft.slot) return 'slot';
  if (!draft.service) return 'service';
  if (!draft.name) return 'name';
  if (!draft.email) return 'email';
  if (!draft.meeting) return 'meeting';
  // The form's rule: a phone call needs the number to call.
  if (draft.meeting === 'phone' && !draft.phone) return 'phone';
  return undefined;
}

/** A way to meet named outright in the first message ("a video call", "by phone", "at your office"). */
function explicitMeeting(message: string): MeetingMode | undefined {
  if (/\b(?:video call|by video|on zoom)\b|ហៅជាវីដេអូ|តាមវីដេអូ/i.test(message)) return 'video';
  if (/\b(?:by phone|phone call|on the phone)\b|តាមទូរស័ព្ទ|តាមទូរសព្ទ/i.test(message)) return 'phone';
  if (/\b(?:at your office|in person|at the office)\b|នៅការិយាល័យ|ជួបផ្ទាល់/i.test(message)) return 'office';
  return undefined;
}

/** The dialogue's answer as a provider's stream (the chat service records and sends it like any answer). */
export function bookingProvider(reply: BookingReply): ChatProvider {
  return {
    name: 'built-in',
    stream: () =>
      (async function* () {
        yield reply.text;
      })(),
  };
}

/** `count` items spread evenly over the list (all of them when it is short). */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, index) => items[Math.round((index * (items.length - 1)) / (count - 1))]);
}

/** The `count` times ('HH:mm', sorted) nearest to `clock`, in the day's order. */
function nearest(times: readonly string[], clock: string, count: number): string[] {
  const target = minutesOf(clock);
  const closest = [...times].sort((a, b) => Math.abs(minutesOf(a) - target) - Math.abs(minutesOf(b) - target));
  return closest.slice(0, count).sort((a, b) => minutesOf(a) - minutesOf(b));
}
