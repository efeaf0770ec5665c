import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { TextField } from '../../../app/TextField';
import { useMutation } from '@apollo/client/react';
import { formatUsd } from '@site/common';
import { focusField, submitHandler } from '../../../app/forms';
import { errorText, fieldErrors } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { toast } from '../../../app/toast';
import { RefundOrderDocument, type RefundOrderMutation, type StaffOrderQuery } from '../../../gql/graphql';

type StaffOrder = StaffOrderQuery['order'];
type Field = 'amountCents' | 'reason' | 'bankReference';
const ID: Record<Field, string> = {
  amountCents: 'refund-amount',
  reason: 'refund-reason',
  bankReference: 'refund-bank-reference',
};

/** "12.50" (US dollars, at most two decimals) as cents; undefined for anything else. */
export function centsOf(text: string): number | undefined {
  const match = /^\s*\$?\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

const newKey = () => crypto.randomUUID();

/** An order's refunds, oldest first. */
export function RefundHistory({ order }: { order: StaffOrder }) {
  const { t, language } = useT();
  if (!order.refunds || order.refunds.length === 0) return null;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language === 'km' ? 'km-KH' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return (
    <Box component="section" aria-labelledby="refund-history-title" sx={{ mt: 3 }}>
      <Typography id="refund-history-title" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {t('payments.refund.history')}
      </Typography>
      <List dense data-testid="refund-history">
        {order.refunds.map((refund) => (
          <ListItem key={refund.id} disableGutters data-status={refund.status}>
            <ListItemText
              primary={t('payments.refund.line', {
                amount: formatUsd(refund.amountCents),
                status: t(`payments.refund.status.${refund.status}`, { defaultValue: refund.status }),
                date: date(refund.createdAt),
                who: refund.requestedBy,
              })}
              secondary={[refund.reason, refund.providerReference, refund.failure].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/**
 * An admin's refund of a paid order, all or part, with a reason (and, for KHQR, the bank's reference of
 * the transfer made by hand). The form has a key of its own (a UUID): sent twice, it is one refund.
 */
export function RefundForm({
  order,
  onRefunded,
}: {
  order: StaffOrder;
  /** The order as the refund left it (status, amount refunded, history): the detail shows it as it is. */
  onRefunded: (order: RefundOrderMutation['refundOrder']) => void;
}) {
  const { t } = useT();
  const left = order.amountCents - order.refundedCents;
  const [amount, setAmount] = useState(() => (left / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [bankReference, setBankReference] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [refundOrder, { loading }] = useMutation(RefundOrderDocument);
  const khqr = order.provider === 'khqr';
  if (left <= 0 || (order.status !== 'paid' && order.status !== 'partially_refunded')) return null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const cents = centsOf(amount);
    const found: Partial<Record<Field, string>> = {};
    if (cents === undefined || cents <= 0 || cents > left)
      found.amountCents = t('payments.refund.amountInvalid', { max: formatUsd(left) });
    if (!reason.trim()) found.reason = t('payments.refund.reasonRequired');
    if (khqr && !bankReference.trim()) found.bankReference = t('payments.refund.bankReferenceRequired');
    setErrors(found);
    const first = (Object.keys(ID) as Field[]).find((field) => found[field]);
    if (first) return focusField(ID[first]);
    try {
      const { data } = await refundOrder({
        variables: {
          input: {
            orderId: order.id,
            amountCents: cents!,
            reason: reason.trim(),
            idempotencyKey,
            ...(khqr ? { bankReference: bankReference.trim() } : {}),
          },
        },
      });
      onRefunded(data!.refundOrder);
      toast({ title: t('payments.refund.done', { amount: formatUsd(cents!) }) });
      setIdempotencyKey(newKey());
      setReason('');
      setBankReference('');
    } catch (error) {
      const refused = fieldErrors(error) as Partial<Record<Field, string>>;
      const field = (Object.keys(ID) as Field[]).find((name) => refused[name]);
      if (field) {
        setErrors(refused);
        return focusField(ID[field]);
      }
      toast({
        variant: 'destructive',
        title: t('payments.refund.failed'),
        description: errorText(error, t('payments.refund.failedFallback')),
      });
    }
  };

  return (
    <Box
      component="form"
      onSubmit={submitHandler(onSubmit)}
      noValidate
      aria-labelledby="refund-title"
      aria-busy={loading}
      sx={{ mt: 3 }}
      data-testid="refund-form"
    >
      <Typography id="refund-title" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
        {t('payments.refund.title')}
      </Typography>
      {khqr && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('payments.refund.khqrManual')}
        </Alert>
      )}
      <Stack spacing={2}>
        <TextField
          id={ID.amountCents}
          label={t('payments.refund.amount')}
          value={amount}
          inputMode="decimal"
          disabled={loading}
          onChange={(event) => setAmount(event.target.value)}
          error={Boolean(errors.amountCents)}
          helperText={errors.amountCents ?? t('payments.refund.amountHelp', { max: formatUsd(left) })}
        />
        <TextField
          id={ID.reason}
          label={t('payments.refund.reason')}
          value={reason}
          required
          disabled={loading}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {khqr && (
          <TextField
            id={ID.bankReference}
            label={t('payments.refund.bankReference')}
            value={bankReference}
            required
            disabled={loading}
            onChange={(event) => setBankReference(event.target.value)}
            error={Boolean(errors.bankReference)}
            helperText={errors.bankReference}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        )}
        <Box>
          <Button type="submit" variant="contained" color="error" disabled={loading}>
            {loading ? t('payments.refund.sending') : t('payments.refund.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
