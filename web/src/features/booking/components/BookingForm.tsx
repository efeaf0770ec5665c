import { memo, type FormEvent } from 'react';
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Grid,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { TextField } from '../../../app/TextField';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import {
  BOOKING_REQUIRED_FIELDS,
  DEFAULT_BOOKING_DURATION,
  DEFAULT_MEETING_MODE,
  FIELD_LIMITS,
  MEETING_MODES,
  bookingSchema,
  officeAddress,
} from '@site/common';
import {
  firstInvalid,
  focusField,
  HoneypotField,
  schemaErrors,
  showServerFieldErrors,
  submitHandler,
  growingTextarea,
  useHydrated,
  useLiveForm,
} from '../../../app/forms';
import { errorCode, errorText, fieldErrors } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { toast } from '../../../app/toast';
import { CreateBookingDocument, type CreateBookingMutation } from '../../../gql/graphql';
import { formikField, VisitorDetailsFields } from '../../../shared/components/VisitorDetailsFields';
import { BookingSummary } from './BookingSummary';

const FIELDS = ['name', 'email', 'phone', 'service', 'meeting', 'message', 'duration'] as const;
type Field = (typeof FIELDS)[number];
/** The typed fields; the duration lives on the page, chosen before the slots (the free times depend on it). */
type BookingValues = Record<Exclude<Field, 'duration'> | 'website', string>;
type TextFieldName = Exclude<Field, 'duration' | 'meeting'>;

const EMPTY: BookingValues = {
  name: '',
  email: '',
  phone: '',
  service: '',
  meeting: DEFAULT_MEETING_MODE,
  message: '',
  website: '',
};
const MEETING_TEXT = { video: 'meetingVideo', phone: 'meetingPhone', office: 'meetingOffice' } as const;
const fieldId = (field: Field) => `booking-${field}`;

/** A booking made (or moved): the message and what the lasting confirmation shows. */
export type Booked = CreateBookingMutation['createBooking'];

interface BookingFormProps {
  /** The chosen start as an instant, or null while date or time is missing. */
  start: Date | null;
  timeZone: string;
  /** Chosen on the page before the slots; set back to the default after a booking. */
  duration: number;
  onDurationChange: (duration: number) => void;
  /** After a success: the page clears date and time and shows the lasting confirmation. */
  onBooked: (booked: Booked) => void;
  /** After a CONFLICT (HTTP's 409): the chosen time was taken meanwhile; the page reloads the times. */
  onTaken: () => void;
}

/**
 * SPEC §2/§4/§5/§8: the booking form, its submit states, toasts and reset. Memoized: the page renders
 * again whenever free days or times arrive, which the form does not show.
 */
export const BookingForm = memo(function BookingForm({
  start,
  timeZone,
  duration,
  onDurationChange,
  onBooked,
  onTaken,
}: BookingFormProps) {
  const liveForm = useLiveForm();
  const { t, language } = useT();
  const hydrated = useHydrated();
  const [createBooking] = useMutation(CreateBookingDocument);

  const payload = (values: BookingValues) => ({
    ...values,
    duration,
    datetime: start ? start.toISOString() : '',
    timezone: timeZone,
    language,
  });

  const formik = useFormik<BookingValues>({
    initialValues: EMPTY,
    validateOnChange: false,
    validateOnBlur: false,
    validate: (values) => schemaErrors(bookingSchema, payload(values), language),
    onSubmit: async (values, helpers) => {
      try {
        const { data } = await createBooking({ variables: { input: payload(values) } });
        if (!data) throw new Error('createBooking answered no data');
        const booked = data.createBooking;
        helpers.resetForm();
        onDurationChange(DEFAULT_BOOKING_DURATION);
        // The page replaces the form with the lasting confirmation, which says it (no toast over its buttons).
        onBooked(booked);
      } catch (error) {
        showServerFieldErrors(error, FIELDS, helpers.setErrors, fieldId);
        if (errorCode(error) === 'CONFLICT' || fieldErrors(error).datetime) onTaken();
        toast({
          variant: 'destructive',
          title: t('status.error'),
          description: errorText(error, t('booking.error')),
        });
      }
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (formik.isSubmitting) return;
    const errors = await formik.validateForm();
    if (Object.keys(errors).length === 0) {
      await formik.submitForm();
      return;
    }
    const missing = BOOKING_REQUIRED_FIELDS.some((field) =>
      field === 'datetime' ? !start : !formik.values[field].trim(),
    );
    toast({
      variant: 'destructive',
      title: t('status.error'),
      description: missing ? t('validation.required') : Object.values(errors).join(' '),
    });
    const invalid = firstInvalid(FIELDS, errors);
    if (invalid) focusField(fieldId(invalid));
  };

  const field = (name: TextFieldName) =>
    formikField(formik, name, {
      id: fieldId(name),
      language,
      // A phone call needs the number to call.
      required:
        (BOOKING_REQUIRED_FIELDS as readonly string[]).includes(name) ||
        (name === 'phone' && formik.values.meeting === 'phone'),
    });
  const meetingHint = (mode: (typeof MEETING_MODES)[number]) =>
    mode === 'office'
      ? officeAddress(language)
      : t(mode === 'video' ? 'booking.meetingVideoHint' : 'booking.meetingPhoneHint');

  const ready = Boolean(start);
  return (
    <Box
      component="form"
      ref={liveForm}
      noValidate
      onSubmit={submitHandler(onSubmit)}
      aria-labelledby="booking-details-title"
      sx={{ position: 'relative', '& input, & textarea, & select': { scrollMarginTop: '96px' } }}
    >
      <Typography id="booking-details-title" component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('booking.detailsStep')}
      </Typography>
      <Grid container spacing={2}>
        <VisitorDetailsFields field={field} chooseService={t('booking.chooseService')} language={language} />
        <Grid size={12}>
          <FormControl component="fieldset" error={Boolean(formik.errors.meeting)}>
            <FormLabel component="legend" id={fieldId('meeting')}>
              {t('booking.meetingLabel')}
            </FormLabel>
            <RadioGroup
              name="meeting"
              aria-labelledby={fieldId('meeting')}
              value={formik.values.meeting}
              onChange={(event) => {
                void formik.setFieldValue('meeting', event.target.value, false);
                formik.setFieldError('phone', undefined);
              }}
            >
              {MEETING_MODES.map((mode) => (
                <FormControlLabel
                  key={mode}
                  value={mode}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                  label={
                    <Box component="span" sx={{ display: 'block', pt: 0.75 }}>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                        {t(`booking.${MEETING_TEXT[mode]}`)}
                      </Typography>
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {meetingHint(mode)}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
            {formik.errors.meeting && <FormHelperText>{formik.errors.meeting}</FormHelperText>}
          </FormControl>
        </Grid>
        <Grid size={12}>
          <TextField
            {...field('message')}
            {...growingTextarea(3, {
              htmlInput: { maxLength: FIELD_LIMITS.message },
              inputLabel: { shrink: true },
            })}
            placeholder={t('booking.messageHint')}
          />
        </Grid>
      </Grid>
      <HoneypotField value={formik.values.website} onChange={formik.handleChange} />
      {start && formik.values.service && (
        <Box sx={{ mt: 3 }}>
          <BookingSummary start={start} duration={duration} service={formik.values.service} timeZone={timeZone} />
        </Box>
      )}
      <Box
        sx={{
          mt: 3,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          gap: 2,
        }}
      >
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={!hydrated || formik.isSubmitting || !ready}
          aria-describedby={ready ? undefined : 'booking-submit-hint'}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {formik.isSubmitting ? t('booking.submitting') : t('booking.submit')}
        </Button>
        {!ready && (
          <Typography id="booking-submit-hint" variant="body2" color="text.secondary">
            {t('booking.chooseDateTime')}
          </Typography>
        )}
      </Box>
    </Box>
  );
});
