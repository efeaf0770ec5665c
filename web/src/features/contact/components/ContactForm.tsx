import type { FormEvent } from 'react';
import { Button, Grid } from '@mui/material';
import { TextField } from '../../../app/TextField';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { CONTACT_REQUIRED_FIELDS, contactSchema, FIELD_LABELS, FIELD_LIMITS } from '@site/common';
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
import { formikField, VisitorDetailsFields } from '../../../shared/components/VisitorDetailsFields';

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

  const field = (name: Field) =>
    formikField(formik, name, {
      id: fieldId(name),
      language,
      required: (CONTACT_REQUIRED_FIELDS as readonly string[]).includes(name),
    });

  return (
    <FormCard id="contact-form" title={t('contact.title')} intro={t('contact.intro')} onSubmit={onSubmit}>
      <Grid container spacing={2}>
        <VisitorDetailsFields field={field} chooseService={t('contact.chooseService')} language={language} />
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
