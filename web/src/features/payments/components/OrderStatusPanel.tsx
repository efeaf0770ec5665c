import { useEffect } from 'react';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  findPackage,
  formatUsd,
  paymentsApi,
  SITE,
  type Json,
  type OrderReference,
  type OrderStatusResponse,
} from '@site/common';
import { useLocalize, useT } from '../../../app/language';
import { keyOf, queryClient, useApiQuery } from '../../../app/query';

/** How often, and how long, the return page asks again while the payment is not confirmed yet. */
export const STATUS_POLL_MS = 3000;
export const STATUS_POLL_ATTEMPTS = 40;

export type StatusState =
  | { kind: 'checking' }
  | { kind: 'known'; order: Json<OrderStatusResponse>; gaveUp: boolean }
  | { kind: 'notFound'; message: string }
  | { kind: 'error'; message: string; retry: () => void };

/**
 * The order as the server knows it. Read-only: only the provider's confirmation marks an order paid
 * (Stripe's webhook, the server's checks with Bakong), so a pending order is asked about again for a while.
 */
export function useOrderStatus(reference: OrderReference): StatusState {
  const { t, language } = useT();
  const pendingAfter = (answers: number, order: Json<OrderStatusResponse> | undefined) =>
    order?.status === 'pending' && answers < STATUS_POLL_ATTEMPTS;
  const query = useApiQuery(paymentsApi.orderStatus, reference, {
    // Asked again only while pending, at most STATUS_POLL_ATTEMPTS times in all.
    refetchInterval: (current) =>
      pendingAfter(current.state.dataUpdateCount, current.state.data) ? STATUS_POLL_MS : false,
  });
  // The answers so far, as the poll above counts them.
  const answers = queryClient.getQueryState(keyOf(paymentsApi.orderStatus, reference, language))?.dataUpdateCount ?? 0;
  useEffect(() => {
    if (query.error) console.error('Could not read the order status', query.error);
  }, [query.error]);

  if (query.error) {
    const { status, serverMessage } = query.error;
    if (status === 404 || status === 400)
      return { kind: 'notFound', message: serverMessage || t('paymentSuccess.notFound') };
    return { kind: 'error', message: t('paymentSuccess.checkFailed'), retry: () => void query.refetch() };
  }
  if (!query.data) return { kind: 'checking' };
  const order = query.data;
  return { kind: 'known', order, gaveUp: order.status === 'pending' && !pendingAfter(answers, order) };
}

/** Plan and amount of an order, for the status lines. */
export function useOrderText(order: Json<OrderStatusResponse>) {
  const { language } = useT();
  return { plan: findPackage(order.package)?.name[language] ?? order.package, amount: formatUsd(order.amount) };
}

export function Checking() {
  const { t } = useT();
  return (
    <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />} role="status">
      {t('paymentSuccess.checking')}
    </Alert>
  );
}

/** When nothing was paid: start again, or reach the agency. */
export function TryAgainOrContact() {
  const { t } = useT();
  const localize = useLocalize();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
      <Button component={RouterLink} to={localize('/checkout')} variant="contained">
        {t('paymentSuccess.tryAgain')}
      </Button>
      <Button component="a" href={`mailto:${SITE.email}`} variant="outlined" startIcon={<EmailIcon />}>
        {t('checkout.unavailable.email')}
      </Button>
      <Button component="a" href={SITE.phoneHref} variant="outlined" startIcon={<PhoneIcon />}>
        {t('checkout.unavailable.call')}
      </Button>
    </Stack>
  );
}
