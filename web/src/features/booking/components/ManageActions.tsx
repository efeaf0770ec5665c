import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { formatMeeting, zonedTimeToUtc, zonesDiffer } from '@site/common';
import { useBusinessZone } from '../../../app/businessZone';
import { errorCode, errorText } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { toast } from '../../../app/toast';
import {
  CancelBookingByLinkDocument,
  RescheduleBookingDocument,
  type ManagedBookingQuery,
  type RescheduleBookingMutation,
} from '../../../gql/graphql';
import { useSlotPicker } from '../hooks/useSlotPicker';
import { SlotPicker } from './SlotPicker';

interface ManageActionsProps {
  token: string;
  booking: ManagedBookingQuery['managedBooking'];
  timeZone: string;
  onMoved: (answer: RescheduleBookingMutation['rescheduleBooking']) => void;
  onCancelled: (message: string) => void;
}

/** The manage page's two actions: pick another time (the booking page's calendar and grid) and cancel (asks first). */
export function ManageActions({ token, booking, timeZone, onMoved, onCancelled }: ManageActionsProps) {
  const { t, language } = useT();
  const office = useBusinessZone();
  const [picking, setPicking] = useState(false);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useSlotPicker(timeZone, token, booking.duration);
  const [reschedule, rescheduling] = useMutation(RescheduleBookingDocument);
  const [cancel, cancelling] = useMutation(CancelBookingByLinkDocument);
  const start = picker.date && picker.time ? zonedTimeToUtc(picker.date, picker.time, timeZone) : null;
  const end = start ? new Date(start.getTime() + booking.duration * 60_000) : null;

  const move = async () => {
    if (!start) return;
    setProblem(null);
    try {
      const { data } = await reschedule({
        variables: { input: { token, datetime: start.toISOString(), timezone: timeZone, language } },
      });
      if (!data) throw new Error('rescheduleBooking answered no data');
      onMoved(data.rescheduleBooking);
      setPicking(false);
    } catch (error) {
      const message = errorText(error, t('manage.moveFailed'));
      setProblem(message);
      // The time was taken meanwhile (HTTP's 409).
      if (errorCode(error) === 'CONFLICT') {
        picker.chooseTime(null);
        picker.reload();
      }
      toast({ variant: 'destructive', title: t('status.error'), description: message });
    }
  };

  const confirmCancel = async () => {
    setProblem(null);
    try {
      // The answer's language is the page's (Accept-Language, app/apollo.ts).
      const { data } = await cancel({ variables: { token } });
      if (!data) throw new Error('cancelBookingByLink answered no data');
      setAsking(false);
      onCancelled(data.cancelBookingByLink.message);
    } catch (error) {
      setAsking(false);
      setProblem(errorText(error, t('manage.cancelFailed')));
    }
  };

  return (
    <Box>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 3 }}>
        <Button
          variant={picking ? 'outlined' : 'contained'}
          color="secondary"
          aria-expanded={picking}
          aria-controls="manage-picker"
          onClick={() => setPicking((open) => !open)}
        >
          {picking ? t('manage.keepTime') : t('manage.pickAnother')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
          {t('manage.cancel')}
        </Button>
      </Stack>

      {picking && (
        <Box
          id="manage-picker"
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'start' }}
        >
          <Box>
            <SlotPicker picker={picker} idPrefix="manage" />
          </Box>
          <Paper component="section" aria-labelledby="manage-new-title" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="manage-new-title" component="h2" variant="h5" sx={{ mb: 1 }}>
              {t('manage.newTimeTitle')}
            </Typography>
            {start && end ? (
              <Box data-testid="manage-new-time" sx={{ mb: 2 }}>
                <Typography>{formatMeeting(start, end, timeZone, language)}</Typography>
                {zonesDiffer(timeZone, office.timeZone, start) && (
                  <Typography variant="body2" color="text.secondary">
                    {formatMeeting(start, end, office.timeZone, language)}
                  </Typography>
                )}
              </Box>
            ) : (
              <Typography color="text.secondary" sx={{ mb: 2 }} id="manage-move-hint">
                {t('manage.chooseNewTime')}
              </Typography>
            )}
            <Button
              variant="contained"
              color="secondary"
              size="large"
              disabled={!start || rescheduling.loading}
              aria-describedby={start ? undefined : 'manage-move-hint'}
              onClick={() => void move()}
            >
              {rescheduling.loading ? t('manage.moving') : t('manage.move')}
            </Button>
          </Paper>
        </Box>
      )}

      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        aria-labelledby="manage-cancel-title"
        aria-describedby="manage-cancel-text"
      >
        <DialogTitle id="manage-cancel-title">{t('manage.cancelTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="manage-cancel-text">{t('manage.cancelText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} autoFocus>
            {t('manage.keepBooking')}
          </Button>
          <Button color="error" variant="contained" disabled={cancelling.loading} onClick={() => void confirmCancel()}>
            {cancelling.loading ? t('manage.cancelling') : t('manage.confirmCancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
