import { number, object, type InferType } from 'yup';
import { BOOKING_DURATIONS, DEFAULT_BOOKING_DURATION } from '../business.js';
import { isDateString, isTimeZone } from '../booking/zones.js';
import { SERVICE_OPTION_VALUES } from '../content/categories.js';
import {
  FIELD_LIMITS,
  emailField,
  languageField,
  textField,
  optionalPhoneField,
  optionalText,
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
    .test('timezone', 'timezone', (value) => !value || isTimeZone(value));

/**
 * The booking form of SPEC §3: validated by formik in the browser and again by the server, which
 * also checks that `datetime` is a start it offers (see availableSlots).
 */
export const bookingSchema = object({
  name: requiredText(FIELD_LIMITS.name),
  email: emailField(),
  phone: optionalPhoneField(),
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
