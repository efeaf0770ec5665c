import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import PhoneIcon from '@mui/icons-material/PhoneIphoneOutlined';
import { Alert, Button, CircularProgress, Stack, Typography, useMediaQuery } from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useLocalize, useT } from '../../../app/language';
import { CreatePaywayPaymentDocument, type CreatePaywayPaymentMutation } from '../../../gql/graphql';
import type { SelectedPlan } from '../selection';
import { useLiveOrderStatus } from './OrderStatusPanel';
import { ReceiptEmailForm, useReceiptEmail } from './ReceiptEmailForm';

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

/** Opens ABA Mobile on the payment: the browser follows PayWay's abamobilebank:// deep link. */
export function openAbaMobile(deeplink: string): void {
  window.location.assign(deeplink);
}

/**
 * After ABA Mobile was opened on the payment: the order's live status (the server confirms with PayWay's
 * Check Transaction, on its pushback or its own schedule), the link to open the app again, and the
 * hosted checkout for a phone without ABA Mobile. Any outcome moves on to the order's page.
 */
function WaitingForAbaMobile({
  payment,
  onOtherWay,
  busy,
}: {
  payment: PaywayPayment & { abapayDeeplink: string };
  onOtherWay: () => void;
  busy: boolean;
}) {
  const { t } = useT();
  const localize = useLocalize();
  const navigate = useNavigate();
  const reference = useMemo(() => ({ order: payment.orderId }), [payment.orderId]);
  const status = useLiveOrderStatus(reference)?.status;
  const movedOn = useRef(false);
  useEffect(() => {
    if (!status || status === 'pending' || movedOn.current) return;
    movedOn.current = true;
    void navigate(localize(`/payment-success?order=${payment.orderId}`), { replace: true });
  }, [status, navigate, localize, payment.orderId]);
  return (
    <Stack spacing={2} data-testid="payway-app" data-status={status ?? 'pending'}>
      <Alert severity="info" role="status" icon={<CircularProgress size={20} aria-hidden />}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('checkout.payway.appWaitingTitle')}
        </Typography>
        {t('checkout.payway.appWaiting')}
      </Alert>
      <Button
        component="a"
        href={payment.abapayDeeplink}
        variant="contained"
        color="secondary"
        startIcon={<PhoneIcon />}
      >
        {t('checkout.payway.openAppAgain')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('checkout.payway.noApp')}
      </Typography>
      <Button variant="outlined" onClick={onOtherWay} disabled={busy}>
        {t('checkout.payway.otherWays')}
      </Button>
    </Stack>
  );
}

/**
 * Pay through ABA PayWay (card, ABA PAY, Alipay, WeChat Pay): an optional e-mail for the receipt, then
 * the server stores the pending order and signs the form the browser posts to PayWay. On a phone (a
 * touch screen) "Pay with ABA Mobile" comes first: the server asks PayWay for ABA PAY's deep link and
 * the browser opens ABA Mobile on the payment directly (where PayWay gives none, the hosted page
 * instead). The browser only asks; the server confirms the payment with PayWay's Check Transaction.
 */
export default function PaywayCheckout({
  plan,
  onUnavailable,
  go = postToPayway,
  openApp = openAbaMobile,
}: {
  plan: SelectedPlan;
  onUnavailable: (message: string) => void;
  /** Where the signed form goes (tests look at it instead of leaving the page). */
  go?: (payment: PaywayPayment) => void;
  /** Follows ABA PAY's deep link (tests look at it instead). */
  openApp?: (deeplink: string) => void;
}) {
  const { t, language } = useT();
  const receipt = useReceiptEmail(EMAIL_ID, onUnavailable);
  const [leaving, setLeaving] = useState(false);
  const [inApp, setInApp] = useState<PaywayPayment & { abapayDeeplink: string }>();
  const [create, { loading }] = useMutation(CreatePaywayPaymentDocument);
  const busy = loading || leaving;
  // A touch screen: most likely a phone, where ABA Mobile is.
  const onPhone = useMediaQuery('(pointer: coarse)', { noSsr: true });

  const start = async (app: boolean) => {
    try {
      const { data } = await create({
        variables: { input: { package: plan.packageId, email: receipt.value(), language, app } },
      });
      const payment = data!.createPaywayPayment;
      if (payment.abapayDeeplink) {
        setInApp({ ...payment, abapayDeeplink: payment.abapayDeeplink });
        openApp(payment.abapayDeeplink);
        return;
      }
      setLeaving(true);
      go(payment);
    } catch (error) {
      receipt.failed(error, 'Could not start a PayWay payment');
    }
  };

  const submit = async (app: boolean) => {
    if (busy) return;
    if (await receipt.check()) await start(app);
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // On a phone the form's own button (and Enter) is ABA Mobile's.
    await submit(onPhone);
  };

  if (inApp) return <WaitingForAbaMobile payment={inApp} onOtherWay={() => void start(false)} busy={busy} />;

  return (
    <ReceiptEmailForm
      receipt={receipt}
      intro={t('checkout.payway.intro')}
      label={t('checkout.payway.email')}
      help={t('checkout.payway.emailHelp')}
      busy={busy}
      onSubmit={onSubmit}
      testId="payway-checkout"
      actions={
        onPhone ? (
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
            <Button variant="outlined" disabled={busy} onClick={() => void submit(false)}>
              {t('checkout.payway.otherWays')}
            </Button>
            <Button type="submit" variant="contained" color="secondary" disabled={busy} startIcon={<PhoneIcon />}>
              {loading ? t('checkout.payway.creating') : t('checkout.payway.app')}
            </Button>
          </Stack>
        ) : (
          <Button type="submit" variant="contained" color="secondary" disabled={busy}>
            {leaving
              ? t('checkout.payway.redirecting')
              : loading
                ? t('checkout.payway.creating')
                : t('checkout.payway.continue')}
          </Button>
        )
      }
    />
  );
}
