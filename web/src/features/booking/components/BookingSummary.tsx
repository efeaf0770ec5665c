import { Box, Typography } from '@mui/material';
import { useT } from '../../../app/language';
import { MeetingDetails } from './MeetingDetails';

interface BookingSummaryProps {
  start: Date;
  duration: number;
  service: string;
  timeZone: string;
}

/** SPEC §2: appears once date, time and service are chosen; the same wording as the confirmation e-mail. */
export function BookingSummary({ start, duration, service, timeZone }: BookingSummaryProps) {
  const { t } = useT();
  return (
    <Box
      component="section"
      aria-labelledby="booking-summary-title"
      data-testid="booking-summary"
      sx={{
        p: 2,
        borderRadius: 2,
        bgcolor: 'rgba(14, 83, 80, 0.06)',
        border: '1px solid',
        borderColor: 'primary.light',
      }}
    >
      <Typography id="booking-summary-title" component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('booking.summaryTitle')}
      </Typography>
      <MeetingDetails
        start={start}
        duration={duration}
        service={service}
        timeZone={timeZone}
        testIds="booking-summary"
      />
    </Box>
  );
}
