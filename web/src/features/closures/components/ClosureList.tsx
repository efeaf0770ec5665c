import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { formatDate, formatMeeting, type Language } from '@site/common';
import { useBusinessZone } from '../../../app/businessZone';
import { useT } from '../../../app/language';
import type { ClosuresQuery } from '../../../gql/graphql';

/** A closure as graphql/Closures.graphql reads it. */
type Closure = ClosuresQuery['closures'][number];

/** 'Tuesday, 29 December 2026' or '… – …' for a range: office dates, written out. */
export function closureDates(closure: Pick<Closure, 'from' | 'to'>, language: Language): string {
  const from = formatDate(closure.from, language);
  return closure.to === closure.from ? from : `${from} – ${formatDate(closure.to, language)}`;
}

interface ClosureListProps {
  closures: Closure[];
  removing: string | null;
  onRemove: (closure: Closure) => void;
}

/** The closures that have not ended, soonest first, each with the bookings it overlaps (kept, not cancelled). */
export function ClosureList({ closures, removing, onRemove }: ClosureListProps) {
  const { t, language } = useT();
  const office = useBusinessZone();
  const [asking, setAsking] = useState<Closure | null>(null);
  if (closures.length === 0) return <Typography color="text.secondary">{t('closures.empty')}</Typography>;
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('closures.listTitle')}>
        {closures.map((closure) => (
          <Card component="li" key={closure.id} variant="outlined" data-testid="closure">
            <CardContent>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {closureDates(closure, language)}
                </Typography>
                <Chip
                  size="small"
                  label={t(`closures.source.${closure.source}`)}
                  variant={closure.source === 'holiday' ? 'filled' : 'outlined'}
                />
              </Box>
              <Typography lang="en">{closure.reasonEn}</Typography>
              <Typography lang="km">{closure.reasonKm}</Typography>
              {closure.bookings.length > 0 && (
                <Box sx={{ mt: 1.5 }} role="group" aria-label={t('closures.overlapsLabel')}>
                  <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 700 }}>
                    {t('closures.overlaps', { count: closure.bookings.length })}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {closure.bookings.map((booking) => (
                      <Typography component="li" variant="body2" key={booking.id}>
                        {booking.name}:{' '}
                        {formatMeeting(new Date(booking.startsAt), new Date(booking.endsAt), office.timeZone, language)}
                      </Typography>
                    ))}
                  </Box>
                </Box>
              )}
              <Button
                size="small"
                color="error"
                variant="outlined"
                sx={{ mt: 1.5 }}
                disabled={removing === closure.id}
                onClick={() => setAsking(closure)}
                aria-label={t('closures.removeLabel', { dates: closureDates(closure, language) })}
              >
                {removing === closure.id ? t('closures.removing') : t('closures.remove')}
              </Button>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        aria-labelledby="closure-remove-title"
        aria-describedby="closure-remove-text"
      >
        <DialogTitle id="closure-remove-title">{t('closures.removeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="closure-remove-text">
            {asking && t('closures.removeText', { dates: closureDates(asking, language) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)} autoFocus>
            {t('closures.keep')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (asking) onRemove(asking);
              setAsking(null);
            }}
          >
            {t('closures.confirmRemove')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
