import type { ChangeEvent, FormEvent } from 'react';
import { Button, Stack } from '@mui/material';
import { TextField } from '../../../app/TextField';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { FIELD_LABELS, FIELD_LIMITS, newsletterSchema, validationMessage } from '@site/common';
import { focusField, FormCard, HoneypotField, schemaErrors, showServerFieldErrors } from '../../../app/forms';
import { errorText } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { toast } from '../../../app/toast';
import { SubscribeNewsletterDocument } from '../../../gql/graphql';

interface NewsletterValues {
  email: string;
  website: string;
}

const EMAIL_ID = 'newsletter-email';

/** The footer's newsletter form (SPEC §2, §4, §5): the subscribeNewsletter mutation, then a toast. */
export function NewsletterForm() {
  const { t, language } = useT();
  const [subscribe] = useMutation(SubscribeNewsletterDocument);

  const formik = useFormik<NewsletterValues>({
    initialValues: { email: '', website: '' },
    validateOnChange: false,
    validateOnBlur: false,
    validate: (values) => schemaErrors(newsletterSchema, { ...values, language }, language),
    onSubmit: async (values, helpers) => {
      try {
        await subscribe({ variables: { input: { ...values, language } } });
        helpers.resetForm();
        toast({ title: t('newsletter.success'), description: t('newsletter.confirm') });
      } catch (error) {
        showServerFieldErrors(
          error,
          ['email'],
          (errors) => helpers.setErrors({ email: errors.email }),
          () => EMAIL_ID,
        );
        toast({
          variant: 'destructive',
          title: t('common.somethingWentWrong'),
          description: errorText(error, t('common.tryAgain')),
        });
      }
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (formik.isSubmitting) return;
    const errors = await formik.validateForm();
    if (!errors.email) {
      await formik.submitForm();
      return;
    }
    // An empty address gets the e-mail message too (SPEC §5); under the field it says what is wrong.
    const blank = !formik.values.email.trim();
    toast({ variant: 'destructive', title: blank ? validationMessage('email', {}, language) : errors.email });
    focusField(EMAIL_ID);
  };

  const error = formik.errors.email;

  return (
    <FormCard id="newsletter-form" title={t('newsletter.title')} intro={t('newsletter.intro')} onSubmit={onSubmit}>
      <Stack
        direction={{ xs: 'column', sm: 'row', md: 'column', lg: 'row' }}
        spacing={2}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          id={EMAIL_ID}
          name="email"
          type="email"
          label={FIELD_LABELS.email[language]}
          autoComplete="email"
          required
          fullWidth
          value={formik.values.email}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            formik.handleChange(event);
            if (error) formik.setFieldError('email', undefined);
          }}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.email } }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          disabled={formik.isSubmitting}
          sx={{ flexShrink: 0, minHeight: 56, width: { xs: '100%', sm: 'auto', md: '100%', lg: 'auto' } }}
        >
          {formik.isSubmitting ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </Button>
      </Stack>
      <HoneypotField value={formik.values.website} onChange={formik.handleChange} />
    </FormCard>
  );
}
