import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { errorCode, errorText } from '../../../app/graphql-errors';
import { useLocalize, useT } from '../../../app/language';
import { toast } from '../../../app/toast';
import { CreateCardPaymentDocument } from '../../../gql/graphql';
import type { SelectedPlan } from '../selection';
import { Preparing } from './Preparing';

// Stripe.js and the Payment Element load only here, and only once a payment secret exists.
const PaymentForm = lazy(() => import('./PaymentForm'));

/**
 * Pay by card (SPEC §4): a PaymentIntent from the server for the plan's package, then Stripe's Payment
 * Element. Not configured: the page's notice; any other failure: logged and back to /pricing (SPEC §8).
 */
export function CardCheckout({
  plan,
  onUnavailable,
}: {
  plan: SelectedPlan;
  onUnavailable: (message: string) => void;
}) {
  const { t, language } = useT();
  const localize = useLocalize();
  const navigate = useNavigate();
  const [createCardPayment] = useMutation(CreateCardPaymentDocument);
  const [secret, setSecret] = useState<{ clientSecret: string; publishableKey: string }>();
  // One PaymentIntent per visit, also under StrictMode's double effects.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Only the package id goes to the server: the amount comes from its own package table.
    createCardPayment({ variables: { input: { package: plan.packageId, language } } }).then(
      ({ data }) => setSecret(data?.createCardPayment),
      (error: unknown) => {
        // Not configured, or its provider refuses us: the api's words for it, in the page's language.
        if (errorCode(error) === 'UNAVAILABLE') {
          onUnavailable(errorText(error, t('checkout.unavailable.message')));
          return;
        }
        // SPEC §8: logged and back to /pricing; the toast there says what happened and what to do.
        console.error('Could not create a payment intent', error);
        toast({
          variant: 'destructive',
          title: t('checkout.startFailed'),
          description: errorText(error, t('checkout.startFailedFallback')),
        });
        void navigate(localize('/pricing'), { replace: true });
      },
    );
  }, [plan.packageId, language, localize, navigate, t, createCardPayment, onUnavailable]);

  if (!secret) return <Preparing />;
  return (
    <Suspense fallback={<Preparing />}>
      <PaymentForm clientSecret={secret.clientSecret} publishableKey={secret.publishableKey} />
    </Suspense>
  );
}
