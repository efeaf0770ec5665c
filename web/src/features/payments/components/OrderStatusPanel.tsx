import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { findPackage, formatUsd, PAYMENT_INTENT_ID, type OrderStatusResponse } from '@site/common';
import { ApiError } from '../../../app/api';
import { useLocalize, useT } from '../../../app/language';
import { fetchOrderStatus } from '../paymentsApi';

/** How often, and how long, the return page asks again while Stripe has not confirmed yet. */
export const STATUS_POLL_MS = 3000;
export const STATUS_POLL_ATTEMPTS = 40;

export type StatusState =
  | { kind: 'checking' }
  | { kind: 'known'; order: OrderStatusResponse; gaveUp: boolean }
  | { kind: 'error'; message: string };

/**
 * The order behind ?payment_intent=pi_… as the server knows it. Read-only: only Stripe's signed
 * webhook marks an order paid, so a pending order is asked about again for a while.
 */
export function useOrderStatus(paymentIntent: string): StatusState {
  const { t, language } = useT();
  const [state, setState] = useState<StatusState>({ kind: 'checking' });

  useEffect(() => {
    let cancelled = false;
    let timer: number | undefined;
    const check = (attempt: number) => {
      fetchOrderStatus(paymentIntent, language).then(
        (order) => {
          if (cancelled) return;
          const pending = order.status === 'pending';
          const gaveUp = pending && attempt >= STATUS_POLL_ATTEMPTS;
          setState({ kind: 'known', order, gaveUp });
          if (pending && !gaveUp) timer = window.setTimeout(() => check(attempt + 1), STATUS_POLL_MS);
        },
        (error: unknown) => {
          if (cancelled) return;
          console.error('Could not read the order status', error);
          setState({
            kind: 'error',
            message:
              error instanceof ApiError && error.status === 404 ? error.message : t('paymentSuccess.checkFailed'),
          });
        },
      );
    };
    if (PAYMENT_INTENT_ID.test(paymentIntent)) check(1);
    else timer = window.setTimeout(() => setState({ kind: 'error', message: t('paymentSuccess.checkFailed') }), 0);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [paymentIntent, language, t]);

  return state;
}

export function OrderStatusPanel({ state }: { state: StatusState }) {
  const { t, language } = useT();
  const localize = useLocalize();
  if (state.kind === 'checking') {
    return (
      <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />} role="status">
        {t('paymentSuccess.checking')}
      </Alert>
    );
  }
  if (state.kind === 'error') {
    return (
      <Alert severity="warning" role="status">
        {state.message}
      </Alert>
    );
  }
  const { order, gaveUp } = state;
  const values = { plan: findPackage(order.package)?.name[language] ?? order.package, amount: formatUsd(order.amount) };
  if (order.status === 'paid') {
    return (
      <Alert severity="success" role="status" data-testid="order-status" data-status="paid">
        {t('paymentSuccess.paid', values)}
      </Alert>
    );
  }
  if (order.status === 'failed') {
    return (
      <Alert severity="error" role="status" data-testid="order-status" data-status="failed">
        {t('paymentSuccess.failed', values)}
        <Box sx={{ mt: 1.5 }}>
          <Button component={RouterLink} to={localize('/pricing')} variant="contained" size="small">
            {t('paymentSuccess.tryAgain')}
          </Button>
        </Box>
      </Alert>
    );
  }
  return (
    <Alert
      severity="info"
      role="status"
      data-testid="order-status"
      data-status="pending"
      icon={gaveUp ? undefined : <CircularProgress size={20} aria-hidden />}
    >
      {gaveUp ? t('paymentSuccess.slow') : t('paymentSuccess.pending', values)}
    </Alert>
  );
}
