import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { formatMeeting, serviceOptionLabel, zonesDiffer } from '@site/common';
import { useBusinessZone } from '../../../app/businessZone';
import { useT } from '../../../app/language';

interface MeetingDetailsProps {
  start: Date;
  /** Minutes. */
  duration: number;
  /** The service's stored value (its label is shown in the page's language). */
  service: string;
  /** The visitor's zone: the first row's clock. */
  timeZone: string;
  /** How the meeting happens (BookingConfirmation's meetingPlace); no row before it is chosen. */
  place?: ReactNode;
  /** The rows' test ids: `${testIds}-when`, `-cambodia`, `-meeting`, `-service`, `-duration`. */
  testIds: string;
  /** A cancelled booking: its details struck through. */
  struck?: boolean;
}

/**
 * A meeting's details as every booking screen shows them (the summary before booking, the
 * confirmation, the manage page): when on the visitor's clock, and on the office's where the two
 * differ, how we meet, the service and the duration, in the same words as the confirmation e-mail.
 */
export function MeetingDetails({ start, duration, service, timeZone, place, testIds, struck }: MeetingDetailsProps) {
  const { t, language } = useT();
  const office = useBusinessZone().timeZone;
  const end = new Date(start.getTime() + duration * 60_000);
  const rows: [label: string, value: ReactNode, id: string][] = [
    [t('booking.summaryWhen'), formatMeeting(start, end, timeZone, language), 'when'],
    ...(zonesDiffer(timeZone, office, start)
      ? [
          [t('booking.summaryCambodia'), formatMeeting(start, end, office, language), 'cambodia'] as [
            string,
            string,
            string,
          ],
        ]
      : []),
    ...(place === undefined ? [] : [[t('booking.summaryMeeting'), place, 'meeting'] as [string, ReactNode, string]]),
    [t('booking.summaryService'), serviceOptionLabel(service, language), 'service'],
    [t('booking.summaryDuration'), t('booking.minutes', { count: duration }), 'duration'],
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2 }}
    >
      {rows.map(([label, value, id]) => (
        <Box key={id} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 700 }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            data-testid={`${testIds}-${id}`}
            sx={{ m: 0, mb: { xs: 1, sm: 0.5 }, textDecoration: struck ? 'line-through' : 'none' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
