import { useEffect } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { findPackage, formatUsd, PAYMENT_INTENT_ID, paymentsApi, type OrderStatusResponse } from '@site/common';
import { useLocalize, useT } from '../../../app/language';
import { keyOf, queryClient, useApiQuery } from '../../../app/query';

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
  const valid = PAYMENT_INTENT_ID.test(paymentIntent);
  const input = { payment_intent: paymentIntent };
  const pendingAfter = (answers: number, order: OrderStatusResponse | undefined) =>
    order?.status === 'pending' && answers < STATUS_POLL_ATTEMPTS;
  const query = useApiQuery(paymentsApi.orderStatus, input, {
    enabled: valid,
    // Asked again only while pending, at most STATUS_POLL_ATTEMPTS times in all.
    refetchInterval: (current) =>
      pendingAfter(current.state.dataUpdateCount, current.state.data) ? STATUS_POLL_MS : false,
  });

  // The answers so far, as the poll above counts them.
  const answers = queryClient.getQueryState(keyOf(paymentsApi.orderStatus, input, language))?.dataUpdateCount ?? 0;
  useEffect(() => {
    if (query.error) console.error('Could not read the order status', query.error);
  }, [query.error]);

  if (!valid) return { kind: 'error', message: t('paymentSuccess.checkFailed') };
  if (query.error)
    return {
      kind: 'error',
      message:
        query.error.status === 404 ? query.error.serverMessage || query.error.message : t('paymentSuccess.checkFailed'),
    };
  if (!query.data) return { kind: 'checking' };
  const order = query.data;
  return { kind: 'known', order, gaveUp: order.status === 'pending' && !pendingAfter(answers, order) };
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
