import { useId, useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { FIELD_LIMITS, khqrPaymentSchema } from '@site/common';
import { focusField, schemaErrors, submitHandler, useLiveForm } from '../../../app/forms';
import { errorCode, errorText, fieldErrors } from '../../../app/graphql-errors';
import { useLocalize, useT } from '../../../app/language';
import { toast } from '../../../app/toast';
import { CreatePaywayPaymentDocument, type CreatePaywayPaymentMutation } from '../../../gql/graphql';
import type { SelectedPlan } from '../selection';

const EMAIL_ID = 'payway-email';

type PaywayPayment = CreatePaywayPaymentMutation['createPaywayPayment'];

/**
 * PayWay's hosted checkout: the signed fields posted to its Purchase API by an ordinary form in this
 * tab (multipart/form-data, as PayWay documents it); PayWay answers with its payment page, and sends
 * the visitor back to /payment-success (or the cancel address) when they are done.
 */
export function postToPayway(payment: PaywayPayment): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = payment.checkoutUrl;
  form.enctype = 'multipart/form-data';
  form.hidden = true;
  for (const { name, value } of payment.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/**
 * Pay through ABA PayWay (card, ABA PAY, Alipay, WeChat Pay): an optional e-mail for the receipt, then
 * the server stores the pending order and signs the form the browser posts to PayWay. The browser only
 * asks; the server confirms the payment with PayWay's Check Transaction.
 */
export default function PaywayCheckout({
  plan,
  onUnavailable,
  go = postToPayway,
}: {
  plan: SelectedPlan;
  onUnavailable: (message: string) => void;
  /** Where the signed form goes (tests look at it instead of leaving the page). */
  go?: (payment: PaywayPayment) => void;
}) {
  const liveForm = useLiveForm();
  const { t, language } = useT();
  const localize = useLocalize();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const [create, { loading }] = useMutation(CreatePaywayPaymentDocument);
  const intro = useId();
  const busy = loading || leaving;

  const start = async () => {
    try {
      const { data } = await create({
        variables: { input: { package: plan.packageId, email: email.trim() || undefined, language } },
      });
      setLeaving(true);
      go(data!.createPaywayPayment);
    } catch (error) {
      if (errorCode(error) === 'UNAVAILABLE') return onUnavailable(errorText(error, t('checkout.unavailable.message')));
      const { email: refused } = fieldErrors(error);
      if (refused) {
        setEmailError(refused);
        return focusField(EMAIL_ID);
      }
      console.error('Could not start a PayWay payment', error);
      toast({
        variant: 'destructive',
        title: t('checkout.startFailed'),
        description: errorText(error, t('checkout.startFailedFallback')),
      });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const errors = await schemaErrors(khqrPaymentSchema, { email, language }, language);
    if (errors.email) {
      setEmailError(errors.email);
      return focusField(EMAIL_ID);
    }
    await start();
  };

  return (
    <Box
      component="form"
      ref={liveForm}
      onSubmit={submitHandler(onSubmit)}
      noValidate
      aria-busy={busy}
      aria-describedby={intro}
      data-testid="payway-checkout"
    >
      <Typography id={intro} sx={{ mb: 2 }}>
        {t('checkout.payway.intro')}
      </Typography>
      <TextField
        id={EMAIL_ID}
        label={t('checkout.payway.email')}
        type="email"
        autoComplete="email"
        fullWidth
        value={email}
        disabled={busy}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailError(undefined);
        }}
        error={Boolean(emailError)}
        helperText={emailError ?? t('checkout.payway.emailHelp')}
        slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.email } }}
        sx={{ mb: 2.5 }}
      />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Button component={RouterLink} to={localize('/pricing')} variant="outlined" disabled={busy}>
          {t('checkout.back')}
        </Button>
        <Button type="submit" variant="contained" color="secondary" disabled={busy}>
          {leaving
            ? t('checkout.payway.redirecting')
            : loading
              ? t('checkout.payway.creating')
              : t('checkout.payway.continue')}
        </Button>
      </Stack>
    </Box>
  );
}
