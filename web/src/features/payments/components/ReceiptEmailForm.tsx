import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { FIELD_LIMITS, khqrPaymentSchema } from '@site/common';
import { TextField } from '../../../app/TextField';
import { focusField, schemaErrors, submitHandler, useLiveForm } from '../../../app/forms';
import { errorCode, errorText, fieldErrors } from '../../../app/graphql-errors';
import { useLocalize, useT } from '../../../app/language';
import { toast } from '../../../app/toast';

/**
 * The optional e-mail for the receipt that KHQR and PayWay checkouts ask first: its value and message,
 * `check` (the shared schema's rule, in the page's language; a refusal focuses the field) and `failed`
 * (what a refused start says: the api's words when payments are unavailable, the e-mail's own message,
 * else a toast).
 */
export function useReceiptEmail(id: string, onUnavailable: (message: string) => void) {
  const { t, language } = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const refuse = (message: string) => {
    setError(message);
    focusField(id);
  };
  return {
    id,
    email,
    error,
    /** The value typed (a change clears the message). */
    change(value: string) {
      setEmail(value);
      setError(undefined);
    },
    /** The e-mail to send (undefined when none is given). */
    value: () => email.trim() || undefined,
    async check(): Promise<boolean> {
      const errors = await schemaErrors(khqrPaymentSchema, { email, language }, language);
      if (errors.email) refuse(errors.email);
      return !errors.email;
    },
    failed(cause: unknown, what: string) {
      if (errorCode(cause) === 'UNAVAILABLE') return onUnavailable(errorText(cause, t('checkout.unavailable.message')));
      const { email: refused } = fieldErrors(cause);
      if (refused) return refuse(refused);
      console.error(what, cause);
      toast({
        variant: 'destructive',
        title: t('checkout.startFailed'),
        description: errorText(cause, t('checkout.startFailedFallback')),
      });
    },
  };
}

export type ReceiptEmail = ReturnType<typeof useReceiptEmail>;

/** The checkout's first step: what happens next, the receipt's e-mail, "Back" to the pricing, then `actions`. */
export function ReceiptEmailForm({
  receipt,
  intro,
  label,
  help,
  busy,
  onSubmit,
  actions,
  testId,
}: {
  receipt: ReceiptEmail;
  intro: string;
  label: string;
  help: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  actions: ReactNode;
  testId?: string;
}) {
  const liveForm = useLiveForm();
  const { t } = useT();
  const localize = useLocalize();
  const introId = useId();
  return (
    <Box
      component="form"
      ref={liveForm}
      onSubmit={submitHandler(onSubmit)}
      noValidate
      aria-busy={busy}
      aria-describedby={introId}
      data-testid={testId}
    >
      <Typography id={introId} sx={{ mb: 2 }}>
        {intro}
      </Typography>
      <TextField
        id={receipt.id}
        label={label}
        type="email"
        autoComplete="email"
        fullWidth
        value={receipt.email}
        disabled={busy}
        onChange={(event) => receipt.change(event.target.value)}
        error={Boolean(receipt.error)}
        helperText={receipt.error ?? help}
        slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.email } }}
        sx={{ mb: 2.5 }}
      />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Button component={RouterLink} to={localize('/pricing')} variant="outlined" disabled={busy}>
          {t('checkout.back')}
        </Button>
        {actions}
      </Stack>
    </Box>
  );
}
