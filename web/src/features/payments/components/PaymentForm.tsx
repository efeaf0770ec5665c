import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { TextField } from '../../../app/TextField';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Link as RouterLink } from 'react-router';
import { emailField, FIELD_LIMITS, localizedPath, validationMessage, type Language } from '@site/common';
import { submitHandler, useLiveForm } from '../../../app/forms';
import { useLocalize, useT } from '../../../app/language';
import { toast } from '../../../app/toast';

// '@stripe/stripe-js/pure' injects the script from js.stripe.com (STRIPE_JS_ORIGIN in common) only
// when loadStripe runs, i.e. on /checkout once the server has created the PaymentIntent.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      console.error('Stripe.js could not be loaded', error);
      stripes.delete(publishableKey);
      return null;
    });
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

// Stripe Elements has no Khmer: 'km' is not among its locales. Customers in Cambodia pay with cards
// whose issuers, brands and 3-D Secure pages speak English, so English is the closest; Khmer pages keep
// every other text in Khmer and say in a line above the form that it is in English.
const ELEMENTS_LOCALE: Record<Language, StripeElementsOptions['locale']> = { en: 'en', km: 'en' };

const FIELD_ID = 'checkout-email';

function PaymentFields({ onLoadFailed }: { onLoadFailed: () => void }) {
  const liveForm = useLiveForm();
  const { t, language } = useT();
  const localize = useLocalize();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || !ready || processing) return;
    try {
      await emailField().validate(email);
    } catch (error) {
      const { message, params } = error as { message: string; params?: Record<string, unknown> };
      setEmailError(validationMessage(message, params, language));
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    setProcessing(true);
    // On success Stripe sends the browser to the return page; this only returns on an error.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: {
        return_url: `${window.location.origin}${localizedPath('/payment-success', language)}`,
        receipt_email: email.trim(),
      },
    });
    toast({
      variant: 'destructive',
      title: t('checkout.paymentFailed'),
      description: error?.message || t('checkout.paymentFailedFallback'),
    });
    setProcessing(false);
  };

  return (
    <Box component="form" ref={liveForm} onSubmit={submitHandler(onSubmit)} noValidate aria-busy={processing}>
      <TextField
        id={FIELD_ID}
        label={t('checkout.email')}
        type="email"
        autoComplete="email"
        required
        fullWidth
        value={email}
        disabled={processing}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailError(undefined);
        }}
        error={Boolean(emailError)}
        helperText={emailError ?? t('checkout.emailHelp')}
        slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.email } }}
        sx={{ mb: 2.5 }}
      />
      {language === 'km' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('checkout.cardFormLanguage')}
        </Typography>
      )}
      <Box sx={{ minHeight: 120 }}>
        <PaymentElement
          options={{ layout: 'tabs' }}
          onReady={() => setReady(true)}
          onLoadError={(event) => {
            console.error('The Payment Element could not be loaded', event.error);
            onLoadFailed();
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('checkout.secureNote')}
      </Typography>
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 3, justifyContent: 'space-between' }}
      >
        <Button component={RouterLink} to={localize('/pricing')} variant="outlined" disabled={processing}>
          {t('checkout.back')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          disabled={!stripe || !elements || !ready || processing}
        >
          {processing ? t('checkout.processing') : t('checkout.payNow')}
        </Button>
      </Stack>
    </Box>
  );
}

/** Stripe's Payment Element for a PaymentIntent the server created, with Pay Now and Back (SPEC §2, §4, §5). */
export default function PaymentForm({
  clientSecret,
  publishableKey,
}: {
  clientSecret: string;
  publishableKey: string;
}) {
  const { t, language } = useT();
  const [loadFailed, setLoadFailed] = useState(false);
  const stripe = useMemo(
    () =>
      stripeFor(publishableKey).then((loaded) => {
        if (!loaded) setLoadFailed(true);
        return loaded;
      }),
    [publishableKey],
  );
  const options = useMemo<StripeElementsOptions>(
    () => ({
      clientSecret,
      locale: ELEMENTS_LOCALE[language],
      appearance: {
        theme: 'stripe',
        variables: { colorPrimary: '#0e5350', colorDanger: '#b3261e', borderRadius: '10px' },
      },
    }),
    [clientSecret, language],
  );
  return (
    <>
      {loadFailed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('checkout.formLoadFailed')}
        </Alert>
      )}
      <Elements stripe={stripe} options={options}>
        <PaymentFields onLoadFailed={() => setLoadFailed(true)} />
      </Elements>
    </>
  );
}
