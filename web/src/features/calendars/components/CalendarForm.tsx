import type { FormEvent } from 'react';
import { Box, Button, Checkbox, FormControlLabel, Grid, Stack, Typography } from '@mui/material';
import { TextField } from '../../../app/TextField';
import { useMutation } from '@apollo/client/react';
import { CALENDAR_LIMITS, FIELD_LABELS, calendarSchema, calendarUpdateSchema } from '@site/common';
import { submitHandler, useFormValues, useLiveForm } from '../../../app/forms';
import { errorText } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { toast } from '../../../app/toast';
import { AddCalendarDocument, UpdateCalendarDocument, type CalendarsQuery } from '../../../gql/graphql';

export type CalendarRow = CalendarsQuery['calendars'][number];

const EMPTY = { name: '', url: '', username: '', password: '', writeBookings: false };
type Values = typeof EMPTY;
type Field = Exclude<keyof Values, 'writeBookings'>;
const FIELDS: Field[] = ['name', 'url', 'username', 'password'];
const fieldId = (field: Field | 'writeBookings') => `calendar-${field}`;

/**
 * Connect a team calendar (CalDAV address, user, app password), or change one: the stored password is
 * never shown, and left empty on a change it stays as it is. Give each calendar edited its own `key`.
 */
export function CalendarForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing?: CalendarRow;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const liveForm = useLiveForm();
  const { t, language } = useT();
  // The page gives each calendar edited its own form (a key), so the values start from it.
  const { values, setValues, errors, validate, refused, field } = useFormValues<Values, Field>(
    () =>
      editing
        ? {
            name: editing.name,
            url: editing.url,
            username: editing.username,
            password: '',
            writeBookings: editing.writeBookings,
          }
        : EMPTY,
    FIELDS,
    fieldId,
    language,
  );
  const [add, adding] = useMutation(AddCalendarDocument);
  const [update, updating] = useMutation(UpdateCalendarDocument);
  const saving = adding.loading || updating.loading;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await validate(editing ? calendarUpdateSchema : calendarSchema))) return;
    try {
      const saved = editing
        ? (await update({ variables: { id: editing.id, input: values } })).data?.updateCalendar
        : (await add({ variables: { input: values } })).data?.addCalendar;
      setValues(EMPTY);
      toast({
        title: saved?.lastError ? t('calendars.savedNoAnswer') : t('calendars.saved'),
        ...(saved?.lastError ? { variant: 'destructive' as const, description: saved.lastError } : {}),
      });
      onSaved();
    } catch (error) {
      refused(error);
      toast({
        variant: 'destructive',
        title: t('status.error'),
        description: errorText(error, t('calendars.saveFailed')),
      });
    }
  };

  return (
    <Box
      component="form"
      ref={liveForm}
      noValidate
      onSubmit={submitHandler(submit)}
      aria-labelledby="calendar-form-title"
      autoComplete="off"
    >
      <Typography id="calendar-form-title" component="h2" variant="h5" sx={{ mb: 1 }}>
        {editing ? t('calendars.editTitle', { name: editing.name }) : t('calendars.addTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('calendars.addHint')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField {...field('name')} required slotProps={{ htmlInput: { maxLength: CALENDAR_LIMITS.name } }} />
        </Grid>
        <Grid size={12}>
          <TextField
            {...field('url')}
            required
            type="url"
            placeholder="https://caldav.example.com/calendars/team/work/"
            helperText={errors.url ?? t('calendars.urlHint')}
            slotProps={{ htmlInput: { maxLength: CALENDAR_LIMITS.url, inputMode: 'url', spellCheck: false } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('username')}
            required
            slotProps={{ htmlInput: { maxLength: CALENDAR_LIMITS.username, autoComplete: 'off', spellCheck: false } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('password')}
            type="password"
            required={!editing}
            helperText={errors.password ?? (editing ? t('calendars.passwordKeep') : t('calendars.passwordHint'))}
            slotProps={{ htmlInput: { maxLength: CALENDAR_LIMITS.password, autoComplete: 'new-password' } }}
          />
        </Grid>
        <Grid size={12}>
          <FormControlLabel
            control={
              <Checkbox
                id={fieldId('writeBookings')}
                checked={values.writeBookings}
                onChange={(event) => setValues((current) => ({ ...current, writeBookings: event.target.checked }))}
              />
            }
            label={FIELD_LABELS.writeBookings[language]}
          />
          <Typography variant="body2" color="text.secondary">
            {t('calendars.writeHint')}
          </Typography>
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" color="secondary" disabled={saving}>
          {saving ? t('calendars.saving') : editing ? t('calendars.save') : t('calendars.add')}
        </Button>
        {editing && (
          <Button onClick={onCancel} disabled={saving}>
            {t('calendars.cancelEdit')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
