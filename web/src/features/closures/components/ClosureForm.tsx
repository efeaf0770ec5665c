import type { FormEvent } from 'react';
import { Box, Button, Grid, Typography } from '@mui/material';
import { TextField } from '../../../app/TextField';
import { useMutation } from '@apollo/client/react';
import { CLOSURE_REASON_MAX, closureSchema } from '@site/common';
import { submitHandler, useFormValues, useLiveForm } from '../../../app/forms';
import { errorText } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { toast } from '../../../app/toast';
import { AddClosureDocument } from '../../../gql/graphql';

const EMPTY = { from: '', to: '', reasonEn: '', reasonKm: '' };
type Field = keyof typeof EMPTY;
const FIELDS: Field[] = ['from', 'to', 'reasonEn', 'reasonKm'];
const fieldId = (field: Field) => `closure-${field}`;

/** Staff close a day or a range (office dates) with the reason visitors read, in English and Khmer. */
export function ClosureForm({ onAdded }: { onAdded: () => void }) {
  const liveForm = useLiveForm();
  const { t, language } = useT();
  const { values, setValues, errors, validate, refused, field } = useFormValues(() => EMPTY, FIELDS, fieldId, language);
  const [add, adding] = useMutation(AddClosureDocument);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await validate(closureSchema))) return;
    try {
      await add({ variables: { input: { ...values, to: values.to || undefined } } });
      setValues(EMPTY);
      toast({ title: t('closures.added') });
      onAdded();
    } catch (error) {
      refused(error);
      toast({
        variant: 'destructive',
        title: t('status.error'),
        description: errorText(error, t('closures.addFailed')),
      });
    }
  };

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
      <Button type="submit" variant="contained" color="secondary" sx={{ mt: 2 }} disabled={adding.loading}>
        {adding.loading ? t('closures.adding') : t('closures.add')}
      </Button>
    </Box>
  );
}
