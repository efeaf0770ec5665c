import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Container, Grid, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorText, isForbidden } from '../../../app/graphql-errors';
import { useLocalize, useT } from '../../../app/language';
import type { PageProps } from '../../../app/pages';
import { toast } from '../../../app/toast';
import { CalendarsDocument, RemoveCalendarDocument, TestCalendarDocument } from '../../../gql/graphql';
import { CalendarForm, type CalendarRow } from '../components/CalendarForm';
import { CalendarList } from '../components/CalendarList';

/**
 * /dashboard/settings/calendars (admins): the team's CalDAV calendars. Their busy times block booking
 * slots; bookings are written into the one chosen. Shows when each last answered and why it did not;
 * the app password is never shown (the api never returns it).
 */
export default function CalendarsPage({ routeId }: PageProps) {
  const { t } = useT();
  const localize = useLocalize();
  const list = useQuery(CalendarsDocument);
  const reload = () => void list.refetch().catch(() => undefined);
  const [test] = useMutation(TestCalendarDocument);
  const [remove] = useMutation(RemoveCalendarDocument);
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<CalendarRow | undefined>(undefined);

  const failed = (fallback: string) => (error: unknown) =>
    toast({ variant: 'destructive', title: t('status.error'), description: errorText(error, fallback) });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 1.5, color: 'primary.dark' }}>
        {t(`pages.${routeId}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        {t('calendars.intro')}
      </Typography>
      {isForbidden(list.error) ? (
        <Alert severity="error">
          <AlertTitle>{t('submissions.accessDeniedTitle')}</AlertTitle>
          {t('calendars.denied')}
        </Alert>
      ) : (
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper sx={{ p: { xs: 2, sm: 3 } }}>
              <CalendarForm
                key={editing?.id ?? 'new'}
                editing={editing}
                onSaved={() => {
                  setEditing(undefined);
                  reload();
                }}
                onCancel={() => setEditing(undefined)}
              />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper component="section" aria-labelledby="calendars-list-title" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="calendars-list-title" component="h2" variant="h5" sx={{ mb: 2 }}>
                {t('calendars.listTitle')}
              </Typography>
              {!list.data && !list.error ? (
                <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <CircularProgress size={24} aria-hidden />
                  <Typography color="text.secondary">{t('calendars.loading')}</Typography>
                </Box>
              ) : !list.data ? (
                <Alert severity="error" action={<Button onClick={reload}>{t('booking.retry')}</Button>}>
                  {errorText(list.error, t('calendars.loadFailed'))}
                </Alert>
              ) : (
                <CalendarList
                  calendars={list.data.calendars}
                  busy={busy}
                  onEdit={(calendar) => {
                    setEditing(calendar);
                    document.getElementById('calendar-name')?.focus();
                  }}
                  onTest={(calendar) => {
                    setBusy(calendar.id);
                    test({ variables: { id: calendar.id } })
                      .then(({ data }) => {
                        const error = data?.testCalendar.lastError;
                        toast(
                          error
                            ? { variant: 'destructive', title: t('calendars.testFailed'), description: error }
                            : { title: t('calendars.testOk') },
                        );
                        return list.refetch();
                      })
                      .catch(failed(t('calendars.testFailed')))
                      .finally(() => setBusy(null));
                  }}
                  onRemove={(calendar) => {
                    setBusy(calendar.id);
                    remove({ variables: { id: calendar.id } })
                      .then(({ data }) => {
                        toast({ title: data!.removeCalendar.message });
                        if (editing?.id === calendar.id) setEditing(undefined);
                        return list.refetch();
                      })
                      .catch(failed(t('calendars.removeFailed')))
                      .finally(() => setBusy(null));
                  }}
                />
              )}
            </Paper>
          </Grid>
        </Grid>
      )}
      <Button component={RouterLink} to={localize('/dashboard')} sx={{ mt: 3 }}>
        {t('calendars.back')}
      </Button>
    </Container>
  );
}
