import type { ChangeEvent } from 'react';
import { Grid } from '@mui/material';
import type { FormikProps } from 'formik';
import { FIELD_LABELS, FIELD_LIMITS, SERVICE_OPTIONS, type Language } from '@site/common';
import { TextField } from '../../app/TextField';

/** The visitor's details both the booking and the contact form ask for (SPEC §2). */
type Detail = 'name' | 'email' | 'phone' | 'service';

/** What a form's TextField takes from its formik state: a field's value, label, error and change handler. */
export interface FormikFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string | undefined;
  fullWidth: true;
  required: boolean;
}

/**
 * The props of one text field of a formik form: its shared label in the page's language, its value, its
 * error (cleared as soon as the visitor edits it: forms check on submit only, SPEC §5).
 */
export function formikField<Values extends Record<string, string>>(
  formik: FormikProps<Values>,
  name: Extract<keyof Values, string>,
  { id, language, required }: { id: string; language: Language; required: boolean },
): FormikFieldProps {
  const error = formik.errors[name] as string | undefined;
  return {
    id,
    name,
    label: FIELD_LABELS[name][language],
    value: formik.values[name],
    onChange: (event) => {
      formik.handleChange(event);
      if (error) formik.setFieldError(name, undefined);
    },
    error: Boolean(error),
    helperText: error,
    fullWidth: true,
    required,
  };
}

interface VisitorDetailsFieldsProps {
  /** The props of each detail's field (formikField with the form's ids and required fields). */
  field: (name: Detail) => FormikFieldProps;
  /** The service select's empty choice ("Choose a service"). */
  chooseService: string;
  language: Language;
}

/**
 * Name, e-mail, phone and service as four grid cells, two per row from the sm breakpoint: the browser's
 * autofill hints, the shared length limits, and the services the site sells plus "Other" (SPEC §2).
 */
export function VisitorDetailsFields({ field, chooseService, language }: VisitorDetailsFieldsProps) {
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('name')} autoComplete="name" slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.name } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...field('email')}
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.email } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...field('phone')}
          type="tel"
          autoComplete="tel"
          slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.phone } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('service')} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          <option value="">{chooseService}</option>
          {SERVICE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label[language]}
            </option>
          ))}
        </TextField>
      </Grid>
    </>
  );
}
