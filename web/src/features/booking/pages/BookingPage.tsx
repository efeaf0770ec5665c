import { lazy, Suspense, useState } from 'react';
import { Box, Container, Grid, Paper, Skeleton, Typography } from '@mui/material';
import { DEFAULT_BOOKING_DURATION, formatDate, zoneLabel, zonedTimeToUtc, zonesDiffer } from '@site/common';
import { useBusinessZone } from '../../../app/businessZone';
import { useHydrated } from '../../../app/forms';
import { useT } from '../../../app/language';
import type { PageProps } from '../../../app/pages';
import { BookingForm } from '../components/BookingForm';
import { BookingInfo } from '../components/BookingInfo';
import { TimeSlotGrid } from '../components/TimeSlotGrid';
import { useAvailability } from '../hooks/useAvailability';
import { visitorTimeZone } from '../hooks/visitorZone';

// The date picker and dayjs load with this page only, and only in the browser: "today" and the
// visitor's time zone are not known when the page is prerendered.
const BookingCalendar = lazy(() => import('../components/BookingCalendar'));

const CALENDAR_HEIGHT = 334;

/** SPEC §2 booking page: calendar, time slots, form with summary, info strip. */
export default function BookingPage({ routeId }: PageProps) {
  const { t, language } = useT();
  const hydrated = useHydrated();
  const office = useBusinessZone();
  // The visitor's zone is known only in the browser; the prerender computes nothing in it.
  const [timeZone] = useState(() =>
    typeof window === 'undefined' ? office.timeZone : visitorTimeZone(office.timeZone),
  );
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [duration, setDuration] = useState<number>(DEFAULT_BOOKING_DURATION);
  const { state, reload } = useAvailability(date, timeZone, duration);

  // SPEC §4: with both date and time set, the start is that local time in the visitor's zone.
  const start = date && time ? zonedTimeToUtc(date, time, timeZone) : null;
  const now = new Date();
  const showCambodia = hydrated && zonesDiffer(timeZone, office.timeZone, now);

  const chooseDate = (next: string) => {
    setDate(next);
    setTime(null);
  };
  const changeDuration = (next: number) => {
    setDuration(next);
    setTime(null);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 1.5, color: 'primary.dark' }}>
        {t(`pages.${routeId}.title`)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: '65ch', mb: { xs: 3, md: 5 } }}>
        {t('booking.intro')}
      </Typography>

      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper component="section" aria-labelledby="booking-date-title" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
            <Typography id="booking-date-title" component="h2" variant="h5">
              {t('booking.dateStep')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('booking.dateHint')}
            </Typography>
            <Box sx={{ minHeight: CALENDAR_HEIGHT }}>
              {hydrated ? (
                <Suspense fallback={<CalendarPlaceholder label={t('booking.calendarLoading')} />}>
                  <BookingCalendar
                    language={language}
                    timeZone={timeZone}
                    value={date}
                    onChange={chooseDate}
                    labelledBy="booking-date-title"
                  />
                </Suspense>
              ) : (
                <CalendarPlaceholder label={t('booking.calendarLoading')} />
              )}
            </Box>
          </Paper>

          <Paper component="section" aria-labelledby="booking-time-title" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="booking-time-title" component="h2" variant="h5">
              {t('booking.timeStep')}
            </Typography>
            {hydrated && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="booking-zone">
                {t('booking.timesIn', { zone: zoneLabel(timeZone, now, language) })}
                {showCambodia && ` ${t('booking.cambodiaBeside', { zone: office.name(language) })}`}
              </Typography>
            )}
            <TimeSlotGrid
              date={date}
              dateLabel={date ? formatDate(date, language) : ''}
              timeZone={timeZone}
              showCambodia={showCambodia}
              state={state}
              selected={time}
              onSelect={setTime}
              onRetry={reload}
            />
          </Paper>
        </Grid>

        <Grid size={{ xs: 12, md: 7 }}>
          <Paper sx={{ p: { xs: 2, sm: 3 } }}>
            <BookingForm
              start={start}
              timeZone={timeZone}
              duration={duration}
              onDurationChange={changeDuration}
              onBooked={() => {
                setDate(null);
                setTime(null);
              }}
              onTaken={() => {
                setTime(null);
                reload();
              }}
            />
          </Paper>
        </Grid>

        <Grid size={12}>
          <BookingInfo />
        </Grid>
      </Grid>
    </Container>
  );
}

function CalendarPlaceholder({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label}>
      <Skeleton variant="rounded" height={CALENDAR_HEIGHT - 16} sx={{ maxWidth: 360, mx: 'auto', mt: 1 }} />
    </Box>
  );
}
