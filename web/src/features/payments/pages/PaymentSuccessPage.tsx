import { useEffect, useMemo } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { orderReferenceOf, PAYMENT_SUCCESS, type OrderReference } from '@site/common';
import { useLocalize, useT } from '../../../app/language';
import type { PageProps } from '../../../app/pages';
import { clearKhqrCode } from '../checkout-session';
import {
  Checking,
  TryAgainOrContact,
  useOrderStatus,
  useOrderText,
  type StatusState,
} from '../components/OrderStatusPanel';
import { clearSelectedPlan } from '../selection';

function Heading({ children, success = false }: { children: string; success?: boolean }) {
  return (
    <Box sx={{ textAlign: { xs: 'left', sm: 'center' }, mb: 4 }}>
      {success && <CheckCircleIcon aria-hidden sx={{ fontSize: 56, color: 'success.main', mb: 1 }} />}
      <Typography variant="h1" sx={{ color: 'primary.dark' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Paid({ state }: { state: Extract<StatusState, { kind: 'known' }> }) {
  const partlyRefunded = state.order.status === 'partially_refunded';
  const { t, language } = useT();
  const content = PAYMENT_SUCCESS;
  useEffect(() => {
    // Bought: the selection and the code are done with.
    clearSelectedPlan();
    clearKhqrCode();
  }, []);
  return (
    <>
      <Heading success>{content.title[language]}</Heading>
      <Typography
        sx={{ maxWidth: '60ch', mx: { sm: 'auto' }, mb: 3, color: 'text.secondary', textAlign: { sm: 'center' } }}
      >
        {content.message[language]}
      </Typography>
      <Alert
        severity="success"
        role="status"
        data-testid="order-status"
        data-status={state.order.status}
        sx={{ mb: 4 }}
      >
        {t('paymentSuccess.paid', useOrderText(state.order))}
        {partlyRefunded && ` ${t('paymentSuccess.partiallyRefunded')}`}
      </Alert>
      <Card variant="outlined" component="section" aria-labelledby="next-steps-title" sx={{ mb: 4 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Typography id="next-steps-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            {content.nextStepsTitle[language]}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.25 }}>
            {content.nextSteps.map((step) => (
              <li key={step.en}>{step[language]}</li>
            ))}
          </Box>
        </CardContent>
      </Card>
    </>
  );
}

function NotPaid({ state }: { state: Exclude<StatusState, { kind: 'checking' }> }) {
  const { t } = useT();
  if (state.kind === 'notFound' || state.kind === 'error')
    return (
      <>
        <Heading>
          {t(state.kind === 'notFound' ? 'paymentSuccess.notFoundTitle' : 'paymentSuccess.checkFailedTitle')}
        </Heading>
        <Alert
          severity="warning"
          role="status"
          data-testid="order-status"
          data-status={state.kind === 'notFound' ? 'unknown' : 'error'}
          action={
            state.kind === 'error' ? (
              <Button color="inherit" size="small" onClick={state.retry}>
                {t('checkout.retry')}
              </Button>
            ) : undefined
          }
        >
          {state.message}
        </Alert>
        <TryAgainOrContact />
      </>
    );
  return <KnownNotPaid state={state} />;
}

function KnownNotPaid({ state }: { state: Extract<StatusState, { kind: 'known' }> }) {
  const { t } = useT();
  const values = useOrderText(state.order);
  const { status } = state.order;
  if (status === 'pending')
    return (
      <>
        <Heading>{t('paymentSuccess.pendingTitle')}</Heading>
        <Alert
          severity="info"
          role="status"
          data-testid="order-status"
          data-status="pending"
          icon={state.gaveUp ? undefined : <CircularProgress size={20} aria-hidden />}
        >
          {state.gaveUp ? t('paymentSuccess.slow') : t('paymentSuccess.pending', values)}
        </Alert>
      </>
    );
  // Not paid, and no longer waiting: out of time, left at the provider's page, or declined.
  const key = status === 'expired' || status === 'cancelled' ? status : 'failed';
  return (
    <>
      <Heading>{t(`paymentSuccess.${key}Title`)}</Heading>
      <Alert
        severity={status === 'cancelled' ? 'warning' : 'error'}
        role="status"
        data-testid="order-status"
        data-status={status}
      >
        {t(`paymentSuccess.${key}`, values)}
      </Alert>
      <TryAgainOrContact />
    </>
  );
}

function OrderOutcome({ reference }: { reference: OrderReference }) {
  const state = useOrderStatus(reference);
  if (state.kind === 'checking') return <CheckingPage />;
  if (state.kind === 'known' && (state.order.status === 'paid' || state.order.status === 'partially_refunded'))
    return <Paid state={state} />;
  if (state.kind === 'known' && state.order.status === 'refunded') return <Refunded state={state} />;
  return <NotPaid state={state} />;
}

function Refunded({ state }: { state: Extract<StatusState, { kind: 'known' }> }) {
  const { t } = useT();
  useEffect(() => {
    clearSelectedPlan();
    clearKhqrCode();
  }, []);
  return (
    <>
      <Heading>{t('paymentSuccess.refundedTitle')}</Heading>
      <Alert severity="info" role="status" data-testid="order-status" data-status="refunded">
        {t('paymentSuccess.refunded', useOrderText(state.order))}
      </Alert>
    </>
  );
}

function CheckingPage() {
  const { t } = useT();
  return (
    <>
      <Heading>{t('paymentSuccess.checkingTitle')}</Heading>
      <Checking />
    </>
  );
}

/**
 * /payment-success (SPEC §2) tells the truth: "Payment Successful!" only for an order the server knows
 * is paid (?order=… from KHQR checkout, ?payment_intent=… from Stripe's return); a pending one waits and
 * updates; an unknown, failed or expired one, or none at all, says so and offers to try again or to
 * contact the agency. It never marks anything paid. The server sends the page prerendered in the state
 * of its address (PAGE_VARIANTS): "checking" when it names an order, "no order" when it does not.
 */
export default function PaymentSuccessPage(_props: PageProps) {
  const { t, language } = useT();
  const localize = useLocalize();
  const { search } = useLocation();
  const reference = useMemo(() => orderReferenceOf(search), [search]);
  const content = PAYMENT_SUCCESS;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 9 } }}>
      {reference ? (
        <OrderOutcome key={search} reference={reference} />
      ) : (
        <>
          <Heading>{t('paymentSuccess.noneTitle')}</Heading>
          <Alert severity="info" data-testid="order-status" data-status="none">
            {t('paymentSuccess.none')}
          </Alert>
          <TryAgainOrContact />
        </>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: 4 }}>
        <Button component={RouterLink} to={localize(content.backHome.href)} variant="contained" color="secondary">
          {content.backHome.label[language]}
        </Button>
        <Button component={RouterLink} to={localize(content.viewServices.href)} variant="outlined">
          {content.viewServices.label[language]}
        </Button>
      </Stack>
    </Container>
  );
}
