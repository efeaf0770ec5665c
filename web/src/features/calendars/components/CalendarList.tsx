import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { formatInstant, zonesDiffer } from '@site/common';
import { useBusinessZone } from '../../../app/businessZone';
import { useHydrated } from '../../../app/forms';
import { useT } from '../../../app/language';
import type { CalendarRow } from './CalendarForm';

/** An instant on the office's clock, and on this browser's too when it differs. */
function When({ at }: { at: string }) {
  const { language } = useT();
  const office = useBusinessZone();
  const hydrated = useHydrated();
  const instant = new Date(at);
  const own = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : office.timeZone;
  return (
    <>
      {formatInstant(instant, office.timeZone, language)}
      {zonesDiffer(own, office.timeZone, instant) && ` (${formatInstant(instant, own, language)})`}
    </>
  );
}

/** The connected calendars: how each last answered, and what staff can do with it. */
export function CalendarList({
  calendars,
  busy,
  onTest,
  onEdit,
  onRemove,
}: {
  calendars: readonly CalendarRow[];
  /** The calendar an action is running for. */
  busy: string | null;
  onTest: (calendar: CalendarRow) => void;
  onEdit: (calendar: CalendarRow) => void;
  onRemove: (calendar: CalendarRow) => void;
}) {
  const { t } = useT();
  const [asking, setAsking] = useState<CalendarRow | null>(null);
  if (calendars.length === 0) return <Typography color="text.secondary">{t('calendars.empty')}</Typography>;
  return (
    <>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {calendars.map((calendar) => (
          <Box
            component="li"
            key={calendar.id}
            data-testid="calendar-item"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
              <Typography component="h3" variant="h6">
                {calendar.name}
              </Typography>
              {calendar.writeBookings && <Chip size="small" color="secondary" label={t('calendars.writer')} />}
            </Stack>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {calendar.url}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('calendars.user', { user: calendar.username })}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="calendar-last-sync">
              {calendar.lastSyncAt ? (
                <>
                  {t('calendars.lastSync')} <When at={calendar.lastSyncAt} />
                  {' · '}
                  {t('calendars.busyCount', { count: calendar.busyCount })}
                </>
              ) : (
                t('calendars.neverSynced')
              )}
            </Typography>
            {calendar.lastError && (
              <Alert severity="warning" sx={{ mt: 1 }} data-testid="calendar-error">
                {calendar.failingSince && (
                  <>
                    {t('calendars.failingSince')} <When at={calendar.failingSince} />.{' '}
                  </>
                )}
                {t('calendars.keptBusy')}
                <Box component="span" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }} lang="en">
                  {calendar.lastError}
                </Box>
              </Alert>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
              <Button
                variant="outlined"
                size="small"
                disabled={busy === calendar.id}
                onClick={() => onTest(calendar)}
                aria-label={busy === calendar.id ? undefined : t('calendars.testLabel', { name: calendar.name })}
              >
                {busy === calendar.id ? t('calendars.testing') : t('calendars.test')}
              </Button>
              <Button
                size="small"
                onClick={() => onEdit(calendar)}
                aria-label={t('calendars.editLabel', { name: calendar.name })}
              >
                {t('calendars.edit')}
              </Button>
              <Button
                size="small"
                color="error"
                disabled={busy === calendar.id}
                onClick={() => setAsking(calendar)}
                aria-label={t('calendars.removeLabel', { name: calendar.name })}
              >
                {t('calendars.remove')}
              </Button>
            </Stack>
          </Box>
        ))}
      </Stack>
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="calendar-remove-title">
        <DialogTitle id="calendar-remove-title">{t('calendars.removeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('calendars.removeText', { name: asking?.name ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{t('calendars.keep')}</Button>
          <Button
            color="error"
            onClick={() => {
              if (asking) onRemove(asking);
              setAsking(null);
            }}
          >
            {t('calendars.confirmRemove')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
