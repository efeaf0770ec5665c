import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Box, Card, CardContent, CircularProgress, Container, Divider, Grid, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { findPackage, formatUsd, paymentsApi } from '@site/common';
import { ApiError, errorText } from '../../../app/api-client';
import { useLocalize, useT } from '../../../app/language';
import type { PageProps } from '../../../app/pages';
import { useApiMutation } from '../../../app/query';
import { toast } from '../../../app/toast';
import { PaymentsUnavailable } from '../components/PaymentsUnavailable';
import type { SelectedPlan } from '../selection';
import { useSelectedPlan } from '../useSelectedPlan';

// Stripe.js and the Payment Element load only here, and only once a payment secret exists.
const PaymentForm = lazy(() => import('../components/PaymentForm'));

type CheckoutState =
  | { kind: 'loading' }
  | { kind: 'ready'; clientSecret: string; publishableKey: string }
  | { kind: 'unavailable'; message: string };

function Preparing() {
  const { t } = useT();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
      <CircularProgress size={28} aria-hidden />
      <Typography color="text.secondary">{t('checkout.preparing')}</Typography>
    </Box>
  );
}

function OrderSummary({ plan }: { plan: SelectedPlan }) {
  const { t, language } = useT();
  const pkg = findPackage(plan.packageId);
  const name = pkg?.name[language] ?? plan.planName;
  // The server charges its own table's amount; the summary shows the same table.
  const total = pkg ? formatUsd(pkg.priceCents) : formatUsd(Math.round(plan.price * 100));
  return (
    <Card component="section" aria-labelledby="order-summary-title" variant="outlined">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="order-summary-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('checkout.summaryTitle')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1.5 }}>
          <Typography component="dt" color="text.secondary">
            {t('checkout.plan')}
          </Typography>
          <Typography component="dd" data-testid="checkout-plan" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
            {name}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('checkout.oneTimePayment')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
            {total}
          </Typography>
        </Box>
        <Divider sx={{ my: 2 }} />
        <Box component="dl" sx={{ m: 0, display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {t('checkout.total')}
          </Typography>
          <Typography component="dd" data-testid="checkout-total" sx={{ m: 0, fontWeight: 700, fontSize: '1.5rem' }}>
            {total}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('checkout.totalNote')}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * /checkout (SPEC §2, §4, §8): the stored selection, a PaymentIntent from the server, then Stripe's
 * Payment Element. No selection: back to /pricing. Payments not configured: a notice with other ways to pay.
 */
export default function CheckoutPage({ routeId }: PageProps) {
  const { t, language } = useT();
  const localize = useLocalize();
  const navigate = useNavigate();
  const plan = useSelectedPlan();
  const { mutateAsync: createPaymentIntent } = useApiMutation(paymentsApi.createPaymentIntent);
  const [state, setState] = useState<CheckoutState>({ kind: 'loading' });
  // One PaymentIntent per visit, also under StrictMode's double effects.
  const started = useRef(false);

  useEffect(() => {
    if (plan === null || started.current) return;
    started.current = true;
    const pricing = localize('/pricing');
    if (!plan) {
      // SPEC §8: no stored plan, silently back to the packages.
      void navigate(pricing, { replace: true });
      return;
    }
    // Only the package id goes to the server: the amount comes from its own package table.
    createPaymentIntent({ package: plan.packageId, language }).then(
      ({ clientSecret, publishableKey }) => setState({ kind: 'ready', clientSecret, publishableKey }),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 503) {
          setState({ kind: 'unavailable', message: error.serverMessage || error.message });
          return;
        }
        // SPEC §8: logged and back to /pricing; the toast there says what happened and what to do.
        console.error('Could not create a payment intent', error);
        toast({
          variant: 'destructive',
          title: t('checkout.startFailed'),
          description: errorText(error, t('checkout.startFailedFallback')),
        });
        void navigate(pricing, { replace: true });
      },
    );
  }, [plan, language, localize, navigate, t, createPaymentIntent]);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: { xs: 3, md: 4 }, color: 'primary.dark' }}>
        {t(`pages.${routeId}.title`)}
      </Typography>
      {!plan ? (
        <Preparing />
      ) : state.kind === 'unavailable' ? (
        <PaymentsUnavailable plan={plan} message={state.message} />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: 0, md: 1 } }}>
            <OrderSummary plan={plan} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card component="section" aria-labelledby="payment-title" variant="outlined">
              <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
                <Typography id="payment-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
                  {t('checkout.paymentTitle')}
                </Typography>
                {state.kind === 'loading' ? (
                  <Preparing />
                ) : (
                  <Suspense fallback={<Preparing />}>
                    <PaymentForm clientSecret={state.clientSecret} publishableKey={state.publishableKey} />
                  </Suspense>
                )}
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
    </Container>
  );
}
