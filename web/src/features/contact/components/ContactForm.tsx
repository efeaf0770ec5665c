import type { ChangeEvent, FormEvent } from 'react';
import { Button, Grid } from '@mui/material';
import { TextField } from '../../../app/TextField';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { CONTACT_REQUIRED_FIELDS, contactSchema, FIELD_LABELS, FIELD_LIMITS, SERVICE_OPTIONS } from '@site/common';
import {
  firstInvalid,
  focusField,
  FormCard,
  growingTextarea,
  HoneypotField,
  schemaErrors,
  showServerFieldErrors,
} from '../../../app/forms';
import { errorText } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { toast } from '../../../app/toast';
import { SubmitContactDocument } from '../../../gql/graphql';

const FIELDS = ['name', 'email', 'phone', 'service', 'message'] as const;
type Field = (typeof FIELDS)[number];
type ContactValues = Record<Field | 'website', string>;

const EMPTY: ContactValues = { name: '', email: '', phone: '', service: '', message: '', website: '' };
const fieldId = (field: Field) => `contact-${field}`;

/** The footer's contact form (SPEC §2, §4, §5): the submitContact mutation, then a toast. */
export function ContactForm() {
  const { t, language } = useT();
  const [submitContact] = useMutation(SubmitContactDocument);

  const formik = useFormik<ContactValues>({
    initialValues: EMPTY,
    // Checked on submit only (SPEC §5); a field's error clears as soon as it is edited.
    validateOnChange: false,
    validateOnBlur: false,
    validate: (values) => schemaErrors(contactSchema, { ...values, language }, language),
    onSubmit: async (values, helpers) => {
      try {
        const { data } = await submitContact({ variables: { input: { ...values, language } } });
        helpers.resetForm();
        toast({ title: data?.submitContact.message || t('contact.success') });
      } catch (error) {
        showServerFieldErrors(error, FIELDS, helpers.setErrors, fieldId);
        toast({
          variant: 'destructive',
          title: t('common.error'),
          description: errorText(error, t('contact.error')),
        });
      }
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (formik.isSubmitting) return;
    const errors = await formik.validateForm();
    const invalid = firstInvalid(FIELDS, errors);
    if (!invalid) {
      await formik.submitForm();
      return;
    }
    const missing = CONTACT_REQUIRED_FIELDS.filter((field) => !formik.values[field].trim());
    if (missing.length > 0) {
      toast({
        variant: 'destructive',
        title: t('forms.completeForm'),
        description: t('forms.missingFields', {
          fields: missing.map((field) => FIELD_LABELS[field][language]).join(', '),
        }),
      });
    }
    focusField(fieldId(invalid));
  };

  const field = (name: Field) => ({
    id: fieldId(name),
    name,
    label: FIELD_LABELS[name][language],
    value: formik.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      formik.handleChange(event);
      if (formik.errors[name]) formik.setFieldError(name, undefined);
    },
    error: Boolean(formik.errors[name]),
    helperText: formik.errors[name],
    fullWidth: true,
    required: (CONTACT_REQUIRED_FIELDS as readonly string[]).includes(name),
  });

  return (
    <FormCard id="contact-form" title={t('contact.title')} intro={t('contact.intro')} onSubmit={onSubmit}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('name')}
            autoComplete="name"
            slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.name } }}
          />
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
          <TextField
            {...field('service')}
            select
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('contact.chooseService')}</option>
            {SERVICE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label[language]}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <TextField
            {...field('message')}
            {...growingTextarea(4, { htmlInput: { maxLength: FIELD_LIMITS.message } })}
          />
        </Grid>
      </Grid>
      <HoneypotField value={formik.values.website} onChange={formik.handleChange} />
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        disabled={formik.isSubmitting}
        sx={{ mt: 2.5, width: { xs: '100%', sm: 'auto' } }}
      >
        {formik.isSubmitting ? t('contact.sending') : t('contact.send')}
      </Button>
    </FormCard>
  );
}
