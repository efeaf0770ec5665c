import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Container, Grid, Typography } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { PACKAGE_IDS, type PaymentMethod } from '@site/common';
import { errorText } from '../../../app/graphql-errors';
import { useLocalize, useT } from '../../../app/language';
import type { PageProps } from '../../../app/pages';
import { PaymentMethodsDocument } from '../../../gql/graphql';
import { readCheckoutMethod, storeCheckoutMethod } from '../checkout-session';
import { CardCheckout } from '../components/CardCheckout';
import { MethodChooser } from '../components/MethodChooser';
import { OrderSummary } from '../components/OrderSummary';
import { PaymentsUnavailable } from '../components/PaymentsUnavailable';
import { Preparing } from '../components/Preparing';
import type { SelectedPlan } from '../selection';
import { useSelectedPlan } from '../useSelectedPlan';

// The KHQR panel (its card, countdown and status) loads only when KHQR is the chosen method, PayWay's likewise.
const KhqrCheckout = lazy(() => import('../components/KhqrCheckout'));
const PaywayCheckout = lazy(() => import('../components/PaywayCheckout'));

/** The payment card: the methods on offer, the chooser when there are two, the chosen method's panel. */
function PaymentPanel({ plan }: { plan: SelectedPlan }) {
  const { t } = useT();
  const methods = useQuery(PaymentMethodsDocument);
  // The panel the answer brings (a notice, the chooser, a form, with styles of their own) renders as a
  // deferred update, in slices: a query's answer otherwise renders in one task, long on a phone.
  const offeredByServer = useDeferredValue(methods.data?.paymentMethods.methods);
  const [chosen, setChosen] = useState<PaymentMethod | undefined>(readCheckoutMethod);
  // A method the server refused after all (503: not configured, or its provider refuses us).
  const [refused, setRefused] = useState<{ method: PaymentMethod; message: string }[]>([]);
  const refuse = useCallback(
    (method: PaymentMethod, message: string) =>
      setRefused((before) => [...before.filter((item) => item.method !== method), { method, message }]),
    [],
  );
  const onKhqrUnavailable = useCallback((message: string) => refuse('khqr', message), [refuse]);
  const onCardUnavailable = useCallback((message: string) => refuse('card', message), [refuse]);
  const onPaywayUnavailable = useCallback((message: string) => refuse('payway', message), [refuse]);

  if (methods.error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void methods.refetch().catch(() => undefined)}>
            {t('checkout.retry')}
          </Button>
        }
      >
        {errorText(methods.error, t('checkout.methodsFailed'))}
      </Alert>
    );
  if (!offeredByServer) return <Preparing />;
  const offered = offeredByServer.filter((method) => !refused.some((item) => item.method === method));
  if (offered.length === 0)
    return <PaymentsUnavailable plan={plan} message={refused.at(-1)?.message ?? t('checkout.unavailable.message')} />;
  const method = offered.includes(chosen as PaymentMethod) ? chosen! : offered[0];
  const choose = (next: PaymentMethod) => {
    storeCheckoutMethod(next);
    setChosen(next);
  };
  return (
    <>
      {offered.length > 1 && <MethodChooser methods={offered} value={method} onChange={choose} />}
      {refused.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {refused.map((item) => item.message).join(' ')}
        </Alert>
      )}
      {method === 'khqr' ? (
        <Suspense fallback={<Preparing />}>
          <KhqrCheckout plan={plan} onUnavailable={onKhqrUnavailable} />
        </Suspense>
      ) : method === 'payway' ? (
        <Suspense fallback={<Preparing />}>
          <PaywayCheckout plan={plan} onUnavailable={onPaywayUnavailable} />
        </Suspense>
      ) : (
        <CardCheckout key={plan.packageId} plan={plan} onUnavailable={onCardUnavailable} />
      )}
    </>
  );
}

/**
 * The order summary before the app runs: session storage is the browser's, so the page is prerendered
 * with a summary for each package, hidden, and the inline guard in its head names the stored plan on
 * <html data-plan>, which shows that one from the first paint. Hydration renders the same markup (no
 * plan yet), then the stored plan's own summary takes its place with the same look.
 */
function PrerenderedSummaries() {
  return PACKAGE_IDS.map((packageId) => (
    <Box key={packageId} sx={{ display: 'none', [`html[data-plan="${packageId}"] &`]: { display: 'block' } }}>
      <OrderSummary plan={{ packageId, planName: packageId, price: 0 }} prerendered />
    </Box>
  ));
}

/**
 * /checkout (SPEC §2, §4, §8): the stored selection and its order summary, then the payment methods
 * the server offers (KHQR first, then ABA PayWay, or Stripe's card form where PayWay is not set up; any
 * of them, or none). No selection: back to /pricing. No method: a
 * notice with other ways to pay, beside the summary.
 */
export default function CheckoutPage({ routeId }: PageProps) {
  const { t } = useT();
  const localize = useLocalize();
  const navigate = useNavigate();
  const plan = useSelectedPlan();
  const pricing = localize('/pricing');
  // Once, also under StrictMode's double effects.
  const sentBack = useRef(false);

  useEffect(() => {
    if (plan !== undefined || sentBack.current) return;
    sentBack.current = true;
    // SPEC §8: no stored plan, silently back to the packages.
    void navigate(pricing, { replace: true });
  }, [plan, pricing, navigate]);

  return (
    // At least a screen tall below the header: the payment options arrive after the first paint and
    // would otherwise push a footer already in view down the screen (layout shift on every visit).
    <Container
      maxWidth="md"
      sx={{ py: { xs: 4, md: 8 }, minHeight: { xs: 'calc(100svh - 60px)', md: 'calc(100svh - 72px)' } }}
    >
      <Typography variant="h1" sx={{ mb: 2, color: 'primary.dark' }}>
        {t(`pages.${routeId}.title`)}
      </Typography>
      {/* What happens with the money and next, before any choice: prerendered, so it is also the page's
          largest text when it first paints (the payment options arrive later). */}
      <Typography sx={{ mb: { xs: 3, md: 4 }, maxWidth: '70ch', color: 'text.secondary' }}>
        {t('checkout.intro')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: 0, md: 1 } }}>
          {plan ? (
            <OrderSummary plan={plan} />
          ) : (
            // null: prerendering and hydrating; undefined: no plan, on the way back to pricing.
            plan === null && <PrerenderedSummaries />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card component="section" aria-labelledby="payment-title" variant="outlined">
            <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
              <Typography id="payment-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
                {t('checkout.paymentTitle')}
              </Typography>
              {plan ? <PaymentPanel plan={plan} /> : <Preparing />}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Container>
  );
}
