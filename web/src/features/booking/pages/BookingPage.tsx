import { useCallback, useMemo, useState } from 'react';
import { Box, Container, Grid, Paper, Typography } from '@mui/material';
import { zonedTimeToUtc } from '@site/common';
import { useBusinessZone } from '../../../app/businessZone';
import { useT } from '../../../app/language';
import type { PageProps } from '../../../app/pages';
import { BookingConfirmation } from '../components/BookingConfirmation';
import { BookingForm, type Booked } from '../components/BookingForm';
import { BookingInfo } from '../components/BookingInfo';
import { SlotPicker } from '../components/SlotPicker';
import { useSlotPicker } from '../hooks/useSlotPicker';
import { visitorTimeZone } from '../hooks/visitorZone';

/** SPEC §2 booking page: calendar, time slots, form with summary, info strip; a lasting confirmation once booked. */
export default function BookingPage({ routeId }: PageProps) {
  const { t } = useT();
  const office = useBusinessZone();
  // The visitor's zone is known only in the browser; the prerender computes nothing in it.
  const [timeZone] = useState(() =>
    typeof window === 'undefined' ? office.timeZone : visitorTimeZone(office.timeZone),
  );
  const picker = useSlotPicker(timeZone);
  const [booked, setBooked] = useState<Booked | null>(null);

  // SPEC §4: with both date and time set, the start is that local time in the visitor's zone.
  const { date, time, reset, chooseTime, reload } = picker;
  const start = useMemo(() => (date && time ? zonedTimeToUtc(date, time, timeZone) : null), [date, time, timeZone]);
  // The form renders again only when what it shows changes, not when free days or times arrive.
  const onBooked = useCallback(
    (answer: Booked) => {
      reset();
      setBooked(answer);
    },
    [reset],
  );
  const onTaken = useCallback(() => {
    chooseTime(null);
    reload();
  }, [chooseTime, reload]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 1.5, color: 'primary.dark' }}>
        {t(`pages.${routeId}.title`)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: '65ch', mb: { xs: 3, md: 5 } }}>
        {t('booking.intro')}
      </Typography>

      {booked?.booking && booked.calendarUrl ? (
        // Once booked, the lasting confirmation takes the form's place: nothing of the empty form under it.
        <BookingConfirmation
          title={t('booking.confirmedTitle')}
          message={booked.message}
          meeting={booked.booking}
          calendarUrl={booked.calendarUrl}
          manageUrl={booked.manageUrl ?? undefined}
          action={{ label: t('booking.dismissConfirmation'), onClick: () => setBooked(null) }}
        />
      ) : (
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <SlotPicker picker={picker} idPrefix="booking" chooseDuration />
          </Grid>

          <Grid size={{ xs: 12, md: 7 }}>
            <Paper sx={{ p: { xs: 2, sm: 3 } }}>
              <BookingForm
                start={start}
                timeZone={timeZone}
                duration={picker.duration}
                onDurationChange={picker.setDuration}
                onBooked={onBooked}
                onTaken={onTaken}
              />
            </Paper>
          </Grid>
        </Grid>
      )}
      <Box sx={{ mt: { xs: 3, md: 4 } }}>
        <BookingInfo />
      </Box>
    </Container>
  );
}
