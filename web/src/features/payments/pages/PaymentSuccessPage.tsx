import { useEffect, useState } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Box, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { PAYMENT_SUCCESS } from '@site/common';
import { useHydrated } from '../../../app/forms';
import { useLocalize, useT } from '../../../app/language';
import type { PageProps } from '../../../app/pages';
import { OrderStatusPanel, useOrderStatus } from '../components/OrderStatusPanel';
import { clearSelectedPlan } from '../selection';

function OrderStatus({ paymentIntent, onFailed }: { paymentIntent: string; onFailed: (failed: boolean) => void }) {
  const state = useOrderStatus(paymentIntent);
  const failed = state.kind === 'known' && state.order.status === 'failed';
  useEffect(() => onFailed(failed), [failed, onFailed]);
  return <OrderStatusPanel state={state} />;
}

/**
 * /payment-success (SPEC §2): where Stripe sends the browser back. The thank-you and next steps are
 * prerendered; the order's status (from ?payment_intent=…) is read in the browser. It clears the
 * stored plan and never marks anything paid: only Stripe's signed webhook does.
 */
export default function PaymentSuccessPage(_props: PageProps) {
  const { t, language } = useT();
  const localize = useLocalize();
  const { search } = useLocation();
  // The prerendered HTML has no query string: the status appears only after hydration.
  const hydrated = useHydrated();
  const paymentIntent = hydrated ? new URLSearchParams(search).get('payment_intent') : null;
  const [failed, setFailed] = useState(false);
  const content = PAYMENT_SUCCESS;

  useEffect(() => clearSelectedPlan(), []);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 9 } }}>
      <Box sx={{ textAlign: { xs: 'left', sm: 'center' }, mb: 4 }}>
        {!failed && <CheckCircleIcon aria-hidden sx={{ fontSize: 56, color: 'success.main', mb: 1 }} />}
        <Typography variant="h1" sx={{ mb: 2, color: 'primary.dark' }}>
          {failed ? t('paymentSuccess.failedTitle') : content.title[language]}
        </Typography>
        {!failed && (
          <Typography sx={{ maxWidth: '60ch', mx: { sm: 'auto' }, color: 'text.secondary' }}>
            {content.message[language]}
          </Typography>
        )}
      </Box>
      {paymentIntent !== null && (
        <Box sx={{ mb: 4 }}>
          <OrderStatus paymentIntent={paymentIntent} onFailed={setFailed} />
        </Box>
      )}
      {!failed && (
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
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to={localize(content.backHome.href)} variant="contained">
          {content.backHome.label[language]}
        </Button>
        <Button component={RouterLink} to={localize(content.viewServices.href)} variant="outlined">
          {content.viewServices.label[language]}
        </Button>
      </Stack>
    </Container>
  );
}
