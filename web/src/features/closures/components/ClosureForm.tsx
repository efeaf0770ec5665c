import type { FormEvent } from 'react';
import { useState } from 'react';
import { Box, Button, Grid, TextField, Typography } from '@mui/material';
import { CLOSURE_REASON_MAX, FIELD_LABELS, bookingApi, closureSchema } from '@site/common';
import { ApiError, errorText } from '../../../app/api-client';
import { schemaErrors, submitHandler, useLiveForm } from '../../../app/forms';
import { useT } from '../../../app/language';
import { useApiMutation } from '../../../app/query';
import { toast } from '../../../app/toast';

const EMPTY = { from: '', to: '', reasonEn: '', reasonKm: '' };
type Field = keyof typeof EMPTY;
const FIELDS: Field[] = ['from', 'to', 'reasonEn', 'reasonKm'];

/** Staff close a day or a range (office dates) with the reason visitors read, in English and Khmer. */
export function ClosureForm({ onAdded }: { onAdded: () => void }) {
  const liveForm = useLiveForm();
  const { t, language } = useT();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const add = useApiMutation(bookingApi.addClosure);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = await schemaErrors(closureSchema, values, language);
    setErrors(invalid);
    const first = FIELDS.find((field) => invalid[field]);
    if (first) {
      document.getElementById(`closure-${first}`)?.focus();
      return;
    }
    try {
      await add.mutateAsync({ ...values, to: values.to || undefined });
      setValues(EMPTY);
      toast({ title: t('closures.added') });
      onAdded();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      toast({
        variant: 'destructive',
        title: t('status.error'),
        description: errorText(error, t('closures.addFailed')),
      });
    }
  };

  const field = (name: Field) => ({
    id: `closure-${name}`,
    name,
    label: FIELD_LABELS[name][language],
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  return (
    <Box
      component="form"
      ref={liveForm}
      noValidate
      onSubmit={submitHandler(submit)}
      aria-labelledby="closure-form-title"
    >
      <Typography id="closure-form-title" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('closures.addTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('closures.addHint')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('from')} type="date" required slotProps={{ inputLabel: { shrink: true } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('to')}
            type="date"
            slotProps={{ inputLabel: { shrink: true }, formHelperText: { id: 'closure-to-help' } }}
            helperText={errors.to ?? t('closures.toHint')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('reasonEn')}
            required
            slotProps={{ htmlInput: { maxLength: CLOSURE_REASON_MAX, lang: 'en' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('reasonKm')}
            required
            slotProps={{ htmlInput: { maxLength: CLOSURE_REASON_MAX, lang: 'km' } }}
          />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" color="secondary" sx={{ mt: 2 }} disabled={add.isPending}>
        {add.isPending ? t('closures.adding') : t('closures.add')}
      </Button>
    </Box>
  );
}
