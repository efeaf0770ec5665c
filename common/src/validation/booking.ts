import { number, object, type InferType } from 'yup';
import { BOOKING_DURATIONS, DEFAULT_BOOKING_DURATION } from '../business.js';
import { DEFAULT_MEETING_MODE, MEETING_MODES } from '../booking/meeting.js';
import { isMonthString } from '../booking/slots.js';
import { addDays, currentZoneName, isDateString, isTimeZone } from '../booking/zones.js';
import { SERVICE_OPTION_VALUES } from '../content/categories.js';
import {
  FIELD_LIMITS,
  emailField,
  languageField,
  textField,
  optionalPhoneField,
  optionalText,
  requiredLine,
  requiredText,
} from './fields.js';

/** An ISO 8601 timestamp with its offset or Z, as `Date.prototype.toISOString()` writes it. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const isIsoInstant = (value: unknown): value is string =>
  typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));

const durationField = () =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError('duration')
    .default(DEFAULT_BOOKING_DURATION)
    .test(
      'duration',
      'duration',
      (value) => value === undefined || (BOOKING_DURATIONS as readonly number[]).includes(value),
    );

const timezoneField = () =>
  textField()
    .trim()
    .required('required')
    .test('timezone', 'timezone', (value) => !value || isTimeZone(value))
    // Stored and shown by its current name ('Asia/Calcutta', as Chromium reports it, is Asia/Kolkata).
    .transform((value: unknown) => (typeof value === 'string' ? currentZoneName(value) : value));

/**
 * The booking form of SPEC §3: validated by formik in the browser and again by the server, which
 * also checks that `datetime` is a start it offers (see availableSlots).
 */
export const bookingSchema = object({
  name: requiredLine(FIELD_LIMITS.name),
  email: emailField(),
  // A phone call is made to the number the visitor gives: then it is required.
  phone: optionalPhoneField().test(
    'required',
    'required',
    (value, context) => context.parent?.meeting !== 'phone' || Boolean(value),
  ),
  service: textField()
    .trim()
    .required('required')
    .test('oneOf', 'oneOf', (value) => !value || (SERVICE_OPTION_VALUES as readonly string[]).includes(value)),
  datetime: textField()
    .trim()
    .required('required')
    .test('datetime', 'datetime', (value) => !value || isIsoInstant(value)),
  duration: durationField(),
  message: optionalText(FIELD_LIMITS.message),
  timezone: timezoneField(),
  language: languageField(),
  /** How we meet (MEETING_MODES); absent: DEFAULT_MEETING_MODE, so earlier partner payloads still book. */
  meeting: textField()
    .trim()
    .default(DEFAULT_MEETING_MODE)
    .transform((value: string) => (value === '' ? DEFAULT_MEETING_MODE : value))
    .oneOf([...MEETING_MODES], 'oneOf'),
});

export type BookingInput = InferType<typeof bookingSchema>;

/** The fields a visitor must fill in before the form is sent (SPEC §5). */
export const BOOKING_REQUIRED_FIELDS = ['name', 'email', 'service', 'datetime'] as const;

/** GET /api/booking/availability's query: ?date=yyyy-MM-dd&timezone=IANA(&duration=minutes). */
export const availabilityQuerySchema = object({
  date: textField()
    .trim()
    .required('required')
    .test('date', 'date', (value) => !value || isDateString(value)),
  timezone: timezoneField(),
  duration: durationField(),
});

export type AvailabilityQuery = InferType<typeof availabilityQuerySchema>;

/** GET /api/booking/days: ?month=yyyy-MM&timezone=IANA(&duration=minutes): the calendar's month. */
export const daysQuerySchema = object({
  month: textField()
    .trim()
    .required('required')
    .test('month', 'month', (value) => !value || isMonthString(value)),
  timezone: timezoneField(),
  duration: durationField(),
});

export type DaysQuery = InferType<typeof daysQuerySchema>;

const datetimeField = () =>
  textField()
    .trim()
    .required('required')
    .test('datetime', 'datetime', (value) => !value || isIsoInstant(value));

/** POST /api/booking/reschedule: the new start and the visitor's zone (the token is checked apart). */
export const rescheduleSchema = object({
  datetime: datetimeField(),
  timezone: timezoneField(),
  language: languageField(),
});

export type RescheduleInput = InferType<typeof rescheduleSchema>;

/** POST /api/admin/bookings/:id/reschedule: staff give the new start; the visitor's zone stays. */
export const staffRescheduleSchema = object({ datetime: datetimeField() });

/** Longest closure staff can enter at once (a range of dates, both ends included). */
export const CLOSURE_MAX_DAYS = 366;
export const CLOSURE_REASON_MAX = 200;

const closureDate = () =>
  textField()
    .trim()
    .required('required')
    .test('date', 'date', (value) => !value || isDateString(value));

/**
 * A closed day or range (office dates, both ends included) with its reason in both languages, as
 * staff enter it; `to` may be left empty for a single day.
 */
export const closureSchema = object({
  from: closureDate(),
  to: textField()
    .trim()
    .default('')
    .test('date', 'date', (value) => !value || isDateString(value))
    .test('dateOrder', 'dateOrder', function (value) {
      const from = this.parent.from as string | undefined;
      if (!value || !from || !isDateString(from) || !isDateString(value)) return true;
      return value >= from && value <= addDays(from, CLOSURE_MAX_DAYS - 1);
    }),
  reasonEn: requiredText(CLOSURE_REASON_MAX),
  reasonKm: requiredText(CLOSURE_REASON_MAX),
});

export type ClosureInput = InferType<typeof closureSchema>;
