import { Box, Typography } from '@mui/material';
import { formatMeeting, serviceOptionLabel, zonesDiffer } from '@site/common';
import { useBusinessZone } from '../../../app/businessZone';
import { useT } from '../../../app/language';

interface BookingSummaryProps {
  start: Date;
  duration: number;
  service: string;
  timeZone: string;
}

/** SPEC §2: appears once date, time and service are chosen; the same wording as the confirmation e-mail. */
export function BookingSummary({ start, duration, service, timeZone }: BookingSummaryProps) {
  const { t, language } = useT();
  const office = useBusinessZone().timeZone;
  const end = new Date(start.getTime() + duration * 60_000);
  const rows: [string, string, string][] = [
    [t('booking.summaryWhen'), formatMeeting(start, end, timeZone, language), 'booking-summary-when'],
    ...(zonesDiffer(timeZone, office, start)
      ? [
          [t('booking.summaryCambodia'), formatMeeting(start, end, office, language), 'booking-summary-cambodia'] as [
            string,
            string,
            string,
          ],
        ]
      : []),
    [t('booking.summaryService'), serviceOptionLabel(service, language), 'booking-summary-service'],
    [t('booking.summaryDuration'), t('booking.minutes', { count: duration }), 'booking-summary-duration'],
  ];
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
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2 }}
      >
        {rows.map(([label, value, id]) => (
          <Box key={id} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 700 }}>
              {label}
            </Typography>
            <Typography component="dd" data-testid={id} sx={{ m: 0, mb: { xs: 1, sm: 0.5 } }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
