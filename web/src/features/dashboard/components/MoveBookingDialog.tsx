import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { formatMeeting, zonedTimeToUtc } from '@site/common';
import { useBusinessZone } from '../../../app/businessZone';
import { errorCode } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { toast } from '../../../app/toast';
import { RescheduleBookingByStaffDocument } from '../../../gql/graphql';
import { SlotPicker, useSlotPicker } from '../../booking';
import { refusalText } from '../refusal';
import type { BookingRow } from './BookingsDialog';

/**
 * Staff move a booking to another free time: the calendar and slot grid of /booking, in the office's
 * zone, the booking's length kept. The server frees the old time and takes the new one under the same
 * guards as a visitor's move, and e-mails the visitor and the team an updated invitation. (The grid
 * counts the booking's own time as taken, so a move by less than its length is made by phone.)
 */
export function MoveBookingDialog({
  booking,
  onMoved,
  onClose,
}: {
  booking: BookingRow;
  onMoved: (moved: BookingRow) => void;
  onClose: () => void;
}) {
  const { t, language } = useT();
  const office = useBusinessZone();
  const picker = useSlotPicker(office.timeZone, undefined, booking.duration);
  const [move, moving] = useMutation(RescheduleBookingByStaffDocument);
  const start = picker.date && picker.time ? zonedTimeToUtc(picker.date, picker.time, office.timeZone) : undefined;
  const end = start && new Date(start.getTime() + booking.duration * 60_000);
  const now = formatMeeting(new Date(booking.startsAt), new Date(booking.endsAt), office.timeZone, language);

  const submit = async () => {
    if (!start) return;
    try {
      const { data } = await move({ variables: { id: booking.id, datetime: start.toISOString() } });
      onMoved(data!.rescheduleBookingByStaff);
      toast({ title: t('staffBookings.moved'), description: t('staffBookings.movedText', { name: booking.name }) });
    } catch (error) {
      toast({
        title: t('common.error'),
        description: refusalText(error, t('staffBookings.moveFailed')),
        variant: 'destructive',
      });
      // Taken meanwhile: show what is free now.
      if (errorCode(error) === 'CONFLICT') picker.reload();
    }
  };

  return (
    <Dialog
      open
      onClose={moving.loading ? undefined : onClose}
      aria-labelledby="move-booking-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="move-booking-title">{t('staffBookings.moveTitle', { name: booking.name })}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <DialogContentText sx={{ mb: 2 }}>
          {t('staffBookings.moveIntro', { when: now, name: booking.name })}
        </DialogContentText>
        <SlotPicker picker={picker} idPrefix="staff-move" officeClock />
        <Typography role="status" sx={{ mt: 2, fontWeight: 600 }}>
          {start && end
            ? t('staffBookings.moveTo', { when: formatMeeting(start, end, office.timeZone, language) })
            : t('staffBookings.pickFirst')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={moving.loading}>
          {t('staffBookings.keepTime')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!start} loading={moving.loading}>
          {t('staffBookings.confirmMove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
