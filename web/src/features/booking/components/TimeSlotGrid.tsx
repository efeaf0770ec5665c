import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { formatClock, formatTimeIn, formatWeekdayShort, zonedDate, zonedTimeToUtc } from '@site/common';
import { useBusinessZone } from '../../../app/businessZone';
import { useT } from '../../../app/language';
import { VisuallyHidden } from '../../../shared/components/LinkButton';
import type { AvailabilityState } from '../hooks/useAvailability';

interface TimeSlotGridProps {
  date: string | null;
  dateLabel: string;
  timeZone: string;
  /** Show the office's time under each start (the visitor's clock differs from the office's). */
  showCambodia: boolean;
  state: AvailabilityState;
  selected: string | null;
  onSelect: (time: string) => void;
  onRetry: () => void;
}

/** SPEC §2/§8: spinner, error text, no-times text, or the 3-column grid of start times (pressed = chosen). */
export function TimeSlotGrid(props: TimeSlotGridProps) {
  const { date, dateLabel, timeZone, showCambodia, state, selected, onSelect, onRetry } = props;
  const { t, language } = useT();
  const office = useBusinessZone();

  if (!date || state.status === 'idle') {
    return <Typography color="text.secondary">{t('booking.pickDateFirst')}</Typography>;
  }
  if (state.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={28} aria-hidden="true" />
        <Typography color="text.secondary">{t('booking.loadingTimes')}</Typography>
      </Box>
    );
  }
  if (state.status === 'error') {
    return (
      <Box role="alert">
        <Typography sx={{ color: 'error.main', fontWeight: 700 }}>{t('booking.failedTimes')}</Typography>
        {state.message && (
          <Typography variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
            {state.message}
          </Typography>
        )}
        <Button onClick={onRetry} variant="outlined" size="small" sx={{ mt: 1.5 }}>
          {t('booking.retry')}
        </Button>
      </Box>
    );
  }
  if (state.timeSlots.length === 0) {
    return <Typography role="status">{t('booking.noTimes')}</Typography>;
  }
  return (
    <Box
      role="group"
      aria-label={t('booking.timesLabel', { date: dateLabel })}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}
    >
      {state.timeSlots.map((time) => {
        const pressed = time === selected;
        const instant = zonedTimeToUtc(date, time, timeZone);
        // On another day at the office (a Sunday evening in Los Angeles is Monday morning there): its day too.
        const officeDate = showCambodia ? zonedDate(instant, office.timeZone) : date;
        const cambodia = showCambodia
          ? `${officeDate === date ? '' : `${formatWeekdayShort(officeDate, language)} `}${formatTimeIn(instant, office.timeZone, language)}`
          : undefined;
        return (
          <Button
            key={time}
            data-time={time}
            variant={pressed ? 'contained' : 'outlined'}
            aria-pressed={pressed}
            onClick={() => onSelect(time)}
            sx={{ flexDirection: 'column', lineHeight: 1.25, py: 1, px: 0.5, minHeight: 48, borderRadius: 2 }}
          >
            {/* Read as "9:00 PM, Cambodia time 9:00 AM": the name holds the visible text (WCAG 2.5.3). */}
            <span>
              {formatClock(time, language)}
              {cambodia && <VisuallyHidden>,</VisuallyHidden>}
            </span>
            {cambodia && (
              <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 400, opacity: 0.85 }}>
                <VisuallyHidden>{`${office.name(language)} `}</VisuallyHidden>
                {cambodia}
              </Box>
            )}
          </Button>
        );
      })}
    </Box>
  );
}
