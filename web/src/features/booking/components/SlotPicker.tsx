import { lazy, Suspense, useDeferredValue } from 'react';
import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { TextField } from '../../../app/TextField';
import { BOOKING_DURATIONS, FIELD_LABELS, formatDate, zoneLabel, zonesDiffer } from '@site/common';
import { useBusinessZone } from '../../../app/businessZone';
import { useHydrated } from '../../../app/forms';
import { useT } from '../../../app/language';
import type { SlotPicker as Picker } from '../hooks/useSlotPicker';
import { TimeSlotGrid } from './TimeSlotGrid';

// The calendar loads with the pages that use it, and only in the browser: "today" and the visitor's
// time zone are not known when the page is prerendered.
const BookingCalendar = lazy(() => import('./BookingCalendar'));

const CALENDAR_HEIGHT = 334;

/**
 * The calendar and the grid of free times, one after the other: the booking page's steps 1 and 2, and
 * the manage page's "pick another time". `idPrefix` keeps headings' ids apart. With `chooseDuration`
 * (the booking page) the meeting's length comes first: the free days and times depend on it.
 */
export function SlotPicker({
  picker,
  idPrefix,
  chooseDuration = false,
  officeClock = false,
}: {
  picker: Picker;
  idPrefix: string;
  chooseDuration?: boolean;
  /** The picker shows the office's clock, not the viewer's (staff moving a booking): its texts say so. */
  officeClock?: boolean;
}) {
  const { t, language } = useT();
  const hydrated = useHydrated();
  const office = useBusinessZone();
  const now = new Date();
  const showCambodia = hydrated && zonesDiffer(picker.timeZone, office.timeZone, now);
  // The calendar's ~42 days are drawn again in a deferred render React can interrupt, so a phone stays
  // responsive meanwhile: the month's free days arrive in Apollo's synchronous update, which renders
  // only the cheap rest of the page (the booking form is memoized). Deferred days count only while they
  // are still the current answer: after a new month (which the calendar shows at once), a new length, a
  // booking or a retry, the month shows loading, never the last answer's days still to be chosen.
  const deferredDays = useDeferredValue(picker.days);
  const days = deferredDays === picker.days ? deferredDays : undefined;
  return (
    <>
      <Paper component="section" aria-labelledby={`${idPrefix}-date-title`} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id={`${idPrefix}-date-title`} component="h2" variant="h5">
          {t('booking.dateStep')}
        </Typography>
        {chooseDuration && (
          <Box sx={{ mt: 2, mb: 2 }}>
            <TextField
              id={`${idPrefix}-duration`}
              name="duration"
              label={FIELD_LABELS.duration[language]}
              value={String(picker.duration)}
              onChange={(event) => picker.setDuration(Number(event.target.value))}
              select
              fullWidth
              helperText={t('booking.durationHint')}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {BOOKING_DURATIONS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('booking.minutes', { count: minutes })}
                </option>
              ))}
            </TextField>
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t(officeClock ? 'booking.dateHintOffice' : 'booking.dateHint')}
        </Typography>
        <Box sx={{ minHeight: CALENDAR_HEIGHT }}>
          {hydrated ? (
            <Suspense fallback={<CalendarPlaceholder label={t('booking.calendarLoading')} />}>
              <BookingCalendar
                language={language}
                timeZone={picker.timeZone}
                officeZone={office.timeZone}
                month={picker.month}
                days={days}
                onMonthChange={picker.showMonth}
                value={picker.date}
                onChange={picker.chooseDate}
                labelledBy={`${idPrefix}-date-title`}
              />
            </Suspense>
          ) : (
            <CalendarPlaceholder label={t('booking.calendarLoading')} />
          )}
        </Box>
        {picker.daysFailed && (
          <Box role="alert" sx={{ mt: 1 }}>
            <Typography variant="body2" sx={{ color: 'error.main' }}>
              {t('booking.failedDays')}
            </Typography>
            <Button onClick={picker.reload} variant="outlined" size="small" sx={{ mt: 1 }}>
              {t('booking.retry')}
            </Button>
          </Box>
        )}
      </Paper>

      <Paper component="section" aria-labelledby={`${idPrefix}-time-title`} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={`${idPrefix}-time-title`} component="h2" variant="h5">
          {t('booking.timeStep')}
        </Typography>
        {hydrated && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="booking-zone">
            {t(officeClock ? 'booking.timesInOffice' : 'booking.timesIn', {
              zone: zoneLabel(picker.timeZone, now, language),
            })}
            {showCambodia && ` ${t('booking.cambodiaBeside', { zone: office.name(language) })}`}
          </Typography>
        )}
        <TimeSlotGrid
          date={picker.date}
          dateLabel={picker.date ? formatDate(picker.date, language) : ''}
          timeZone={picker.timeZone}
          showCambodia={showCambodia}
          state={picker.availability}
          selected={picker.time}
          onSelect={picker.chooseTime}
          onRetry={picker.reload}
        />
      </Paper>
    </>
  );
}

function CalendarPlaceholder({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label}>
      <Skeleton variant="rounded" height={CALENDAR_HEIGHT - 16} sx={{ maxWidth: 360, mx: 'auto', mt: 1 }} />
    </Box>
  );
}
