import { useEffect, useMemo, useState } from 'react';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useQuery, useSubscription } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { findPackage, formatUsd, type OrderReference } from '@site/common';
import { useSiteSettings } from '../../settings';
import { errorCode, errorText } from '../../../app/graphql-errors';
import { useLocalize, useT } from '../../../app/language';
import {
  OrderStatusDocument,
  OrderStatusUpdatesDocument,
  type OrderReferenceInput,
  type OrderStatusQuery,
} from '../../../gql/graphql';

/** An order as its checkout pages see it: status, package, amount and method. */
export type OrderStatusView = OrderStatusQuery['orderStatus'];

/**
 * How long the return page shows a pending payment as "being confirmed" before it says confirmation
 * is slow (it keeps listening: the payment shows as soon as the provider confirms it).
 */
export const STATUS_PATIENCE_MS = 2 * 60_000;
/**
 * When an order's live status fails for good (graphql-ws has already retried the lost socket a few
 * times), the page subscribes again after this long: the confirmation may still come.
 */
export const RESUBSCRIBE_MS = 10_000;

/** The statuses the page keeps following live: pending until paid, paid until refunded. */
const FOLLOWED = new Set<string>(['pending', 'paid', 'partially_refunded']);

/** The address's reference as the api's OrderReferenceInput. */
export const referenceInput = (reference: OrderReference): OrderReferenceInput =>
  'order' in reference ? { order: reference.order } : { paymentIntent: reference.payment_intent };

/**
 * The `orderStatus` subscription: the order's status now, then each change (paid by the provider,
 * expired) until it is final; the server confirms payments (Stripe's webhook, its own checks with
 * Bakong), the page only listens. A lost socket is subscribed again after RESUBSCRIBE_MS; an order
 * the api refuses to follow (unknown, malformed) is not.
 */
export function useLiveOrderStatus(reference: OrderReferenceInput, { skip = false } = {}) {
  const live = useSubscription(OrderStatusUpdatesDocument, { variables: { reference }, skip });
  const { error, restart } = live;
  useEffect(() => {
    if (!error) return;
    console.error("Could not follow the order's status", error);
    const code = errorCode(error);
    if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') return;
    const timer = setTimeout(restart, RESUBSCRIBE_MS);
    return () => clearTimeout(timer);
  }, [error, restart]);
  return live.data?.orderStatus;
}

export type StatusState =
  | { kind: 'checking' }
  | { kind: 'known'; order: OrderStatusView; gaveUp: boolean }
  | { kind: 'notFound'; message: string }
  | { kind: 'error'; message: string; retry: () => void };

/**
 * The order as the server knows it: the `orderStatus` query, then, while something can still happen
 * to it (pending, paid and not yet refunded), its live status. Read-only: only the provider's confirmation marks an order paid.
 */
export function useOrderStatus(reference: OrderReference): StatusState {
  const { t } = useT();
  const input = useMemo(() => referenceInput(reference), [reference]);
  const query = useQuery(OrderStatusDocument, { variables: { reference: input } });
  const asked = query.data?.orderStatus;
  // Followed while something can still happen: paid, then refunded (in part or in full) by staff.
  const live = useLiveOrderStatus(input, { skip: !asked || !FOLLOWED.has(asked.status) });
  const order = live ?? asked;
  const pending = order?.status === 'pending';
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setGaveUp(true), STATUS_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  // An unknown or malformed reference is the visitor's (an old or mistyped link): said on the page, not
  // logged. Anything else is logged for whoever looks at the console.
  const unknownOrder = ['NOT_FOUND', 'BAD_USER_INPUT'].includes(errorCode(query.error) ?? '');
  useEffect(() => {
    if (query.error && !unknownOrder) console.error('Could not read the order status', query.error);
  }, [query.error, unknownOrder]);

  if (query.error) {
    if (unknownOrder) return { kind: 'notFound', message: errorText(query.error, t('paymentSuccess.notFound')) };
    // The hook shows the failure; the promise's rejection says nothing more.
    return {
      kind: 'error',
      message: t('paymentSuccess.checkFailed'),
      retry: () => void query.refetch().catch(() => undefined),
    };
  }
  if (!order) return { kind: 'checking' };
  return { kind: 'known', order, gaveUp: pending && gaveUp };
}

/** Plan and amount of an order, for the status lines. */
export function useOrderText(order: OrderStatusView) {
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
  const contact = useSiteSettings();
  const localize = useLocalize();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
      <Button component={RouterLink} to={localize('/checkout')} variant="contained">
        {t('paymentSuccess.tryAgain')}
      </Button>
      <Button component="a" href={`mailto:${contact.email}`} variant="outlined" startIcon={<EmailIcon />}>
        {t('checkout.unavailable.email')}
      </Button>
      <Button component="a" href={contact.phoneHref} variant="outlined" startIcon={<PhoneIcon />}>
        {t('checkout.unavailable.call')}
      </Button>
    </Stack>
  );
}
