import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, CircularProgress, Stack, Typography, useMediaQuery } from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLocalize, useT } from '../../../app/language';
import { CreateKhqrPaymentDocument } from '../../../gql/graphql';
import { clearKhqrCode, readKhqrCode, storeKhqrCode, type KhqrCode } from '../checkout-session';
import type { SelectedPlan } from '../selection';
import { clock, useCountdown } from '../useCountdown';
import { KhqrCard } from './KhqrCard';
import { useLiveOrderStatus } from './OrderStatusPanel';
import { ReceiptEmailForm, useReceiptEmail } from './ReceiptEmailForm';

const EMAIL_ID = 'khqr-email';

function WaitingForPayment({ code, onNewCode }: { code: KhqrCode; onNewCode: () => void }) {
  const { t } = useT();
  const localize = useLocalize();
  const navigate = useNavigate();
  const seconds = useCountdown(code.expiresAt);
  // A touch screen or a narrow one: most likely the phone the banking app is on.
  const onPhone = useMediaQuery('(pointer: coarse), (max-width: 599.95px)', { noSsr: true });
  // The server asks Bakong and tells the page: the order's status now, then each change, until it is
  // paid or expired (also a last-second payment confirmed after the countdown ended).
  const reference = useMemo(() => ({ order: code.orderId }), [code.orderId]);
  const answer = useLiveOrderStatus(reference)?.status;
  const paid = answer === 'paid';
  const expired = !paid && (answer === 'expired' || answer === 'failed' || seconds === 0);

  const success = localize(`/payment-success?order=${code.orderId}`);
  const movedOn = useRef(false);
  useEffect(() => {
    if (!paid || movedOn.current) return;
    movedOn.current = true;
    clearKhqrCode();
    void navigate(success, { replace: true });
  }, [paid, navigate, success]);

  // Screen readers hear the time left when the minute changes, not every second.
  const minutes = Math.ceil(seconds / 60);
  return (
    <Stack spacing={2.5} data-testid="khqr-payment" data-status={paid ? 'paid' : expired ? 'expired' : 'pending'}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <KhqrCard qrImage={code.qrImage} merchantName={code.merchantName} amount={code.amount} />
      </Box>
      {expired ? (
        <Alert
          severity="warning"
          role="status"
          action={
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onNewCode}>
              {t('checkout.khqr.newCode')}
            </Button>
          }
        >
          {t('checkout.khqr.expired')}
        </Alert>
      ) : (
        <>
          <Typography align="center" sx={{ fontWeight: 700 }} data-testid="khqr-countdown">
            <span aria-hidden>{t('checkout.khqr.validFor', { time: clock(seconds) })}</span>
            <Box component="span" sx={visuallyHidden} aria-live="polite">
              {t('checkout.khqr.minutesLeft', { count: minutes })}
            </Box>
          </Typography>
          <Alert
            severity={paid ? 'success' : 'info'}
            role="status"
            icon={paid ? undefined : <CircularProgress size={20} aria-hidden />}
            data-testid="khqr-status"
          >
            {paid ? t('checkout.khqr.paid') : t('checkout.khqr.waiting')}
          </Alert>
        </>
      )}
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
        <li>{t('checkout.khqr.step1')}</li>
        <li>{t('checkout.khqr.step2')}</li>
        <li>{t('checkout.khqr.step3')}</li>
      </Box>
      {onPhone && <Alert severity="info">{t('checkout.khqr.onThisPhone')}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Button component={RouterLink} to={localize('/pricing')} variant="outlined">
          {t('checkout.back')}
        </Button>
        {!expired && (
          <Button
            component="a"
            href={code.qrImage}
            download={`KHQR-${code.orderId.slice(0, 8).toUpperCase()}.png`}
            variant="outlined"
            startIcon={<DownloadIcon />}
          >
            {t('checkout.khqr.save')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Pay by KHQR: an optional e-mail for the receipt, then a dynamic code from the server with a countdown
 * and a live status. The browser only asks; the server confirms the payment with Bakong, and the page
 * goes to /payment-success once the order is paid. The code survives a reload (session storage).
 */
export default function KhqrCheckout({
  plan,
  onUnavailable,
}: {
  plan: SelectedPlan;
  onUnavailable: (message: string) => void;
}) {
  const { t, language } = useT();
  const [code, setCode] = useState<KhqrCode | undefined>(() => readKhqrCode(plan.packageId));
  const receipt = useReceiptEmail(EMAIL_ID, onUnavailable);
  const [createCode, { loading: isPending }] = useMutation(CreateKhqrPaymentDocument);

  const start = async () => {
    try {
      const { data } = await createCode({
        variables: { input: { package: plan.packageId, email: receipt.value(), language } },
      });
      const created = data!.createKhqrPayment;
      storeKhqrCode(plan.packageId, created);
      setCode(created);
    } catch (error) {
      // Not configured, or Bakong refuses us: the api's words for it, in the page's language.
      receipt.failed(error, 'Could not create a KHQR code');
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    if (await receipt.check()) await start();
  };

  if (code)
    return (
      <WaitingForPayment
        key={code.orderId}
        code={code}
        onNewCode={() => {
          clearKhqrCode();
          setCode(undefined);
          void start();
        }}
      />
    );

  return (
    <ReceiptEmailForm
      receipt={receipt}
      intro={t('checkout.khqr.intro')}
      label={t('checkout.khqr.email')}
      help={t('checkout.khqr.emailHelp')}
      busy={isPending}
      onSubmit={onSubmit}
      actions={
        <Button type="submit" variant="contained" color="secondary" disabled={isPending}>
          {isPending ? t('checkout.khqr.creating') : t('checkout.khqr.show')}
        </Button>
      }
    />
  );
}
