import { useEffect, useRef, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import EventBusyIcon from '@mui/icons-material/EventBusy';
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
  IconButton,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import {
  bookingApi,
  formatDate,
  formatMeeting,
  formatTimeIn,
  serviceOptionLabel,
  zonedDate,
  zoneLabel,
  zonesDiffer,
  type Language,
} from '@site/common';
import { useMutation } from '@apollo/client/react';
import { useBusinessZone } from '../../../app/businessZone';
import { useT } from '../../../app/language';
import { toast } from '../../../app/toast';
import { CancelBookingDocument, UpcomingBookingsDocument, type UpcomingBookingsQuery } from '../../../gql/graphql';
import { ADMIN_DIALOG_SLOT_PROPS, csvHrefOf, StaffList, useSearchText, useStaffPage } from '../../../shared/staff-list';
import { refusalText } from '../refusal';
import { BookingDetail } from './BookingDetail';
import { MoveBookingDialog } from './MoveBookingDialog';

/** upcomingBookings' rows (graphql/UpcomingBookings.graphql): confirmed bookings that have not ended, soonest first. */
export type BookingRow = UpcomingBookingsQuery['upcomingBookings']['rows'][number];

const timeRange = (booking: BookingRow, zone: string, language: Language) =>
  `${formatTimeIn(new Date(booking.startsAt), zone, language)} – ${formatTimeIn(new Date(booking.endsAt), zone, language)}`;

/** Bookings by their date at the office (BUSINESS_TIMEZONE), in the order they come. */
function byOfficeDate(rows: BookingRow[], officeZone: string): [string, BookingRow[]][] {
  const days = new Map<string, BookingRow[]>();
  for (const row of rows) {
    const day = zonedDate(new Date(row.startsAt), officeZone);
    days.set(day, [...(days.get(day) ?? []), row]);
  }
  return [...days];
}

function BookingCard({
  booking,
  onCancel,
  onMove,
  onOpen,
}: {
  booking: BookingRow;
  onCancel: (booking: BookingRow) => void;
  onMove: (booking: BookingRow) => void;
  onOpen: (booking: BookingRow) => void;
}) {
  const { t, language } = useT();
  const officeZone = useBusinessZone().timeZone;
  const start = new Date(booking.startsAt);
  const languageName = booking.language === 'km' || booking.language === 'en' ? booking.language : undefined;
  // Each row's buttons say whose booking they act on (a screen reader hears "Move, Dara Sok, …").
  const describedBy = `booking-${booking.id}-who booking-${booking.id}-when`;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }} data-testid="booking-card">
      <CardContent sx={{ display: 'grid', gap: 0.75, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="p" sx={{ fontWeight: 700 }} id={`booking-${booking.id}-when`}>
            {timeRange(booking, officeZone, language)}
          </Typography>
          <Chip size="small" label={t('staffBookings.duration', { n: booking.duration })} />
          {booking.source === 'chat' && (
            <Chip size="small" color="secondary" variant="outlined" label={t('staffBookings.bookedInChat')} />
          )}
          <Typography component="span" variant="body2" color="text.secondary">
            {serviceOptionLabel(booking.service, language)}
          </Typography>
        </Box>
        {zonesDiffer(booking.timezone, officeZone, start) && (
          <Typography variant="body2" color="text.secondary">
            {t('staffBookings.visitorTime', {
              when: `${timeRange(booking, booking.timezone, language)}, ${zoneLabel(booking.timezone, start, language)}`,
            })}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 600 }} id={`booking-${booking.id}-who`}>
          {booking.name}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          <Link href={`mailto:${booking.email}`} sx={{ overflowWrap: 'anywhere' }}>
            {booking.email}
          </Link>
          {booking.phone && <Link href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}>{booking.phone}</Link>}
          <Typography component="span" variant="body2" color="text.secondary">
            {t('staffBookings.language', {
              language: languageName ? t(`submissions.languages.${languageName}`) : booking.language,
            })}
          </Typography>
        </Box>
        {booking.message && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {t('staffBookings.messageLabel')}:
            </Box>{' '}
            {booking.message}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onOpen(booking)}
            sx={{ minHeight: 40 }}
            aria-describedby={describedBy}
          >
            {t('staffList.details')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<EditCalendarIcon />}
            onClick={() => onMove(booking)}
            sx={{ minHeight: 40 }}
            aria-describedby={describedBy}
          >
            {t('staffBookings.move')}
          </Button>
          <Button
            size="small"
            color="error"
            variant="outlined"
            startIcon={<EventBusyIcon />}
            onClick={() => onCancel(booking)}
            sx={{ minHeight: 40 }}
            aria-describedby={describedBy}
          >
            {t('staffBookings.cancel')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Asks before a booking is cancelled: the visitor is e-mailed, which cannot be taken back. */
function ConfirmCancel({
  booking,
  busy,
  onKeep,
  onConfirm,
}: {
  booking: BookingRow;
  busy: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  const { t, language } = useT();
  const officeZone = useBusinessZone().timeZone;
  const when = formatMeeting(new Date(booking.startsAt), new Date(booking.endsAt), officeZone, language);
  return (
    // The button that opened it may be gone when it closes (its booking was cancelled): the list's
    // dialog decides where focus goes next.
    <Dialog
      open
      onClose={busy ? undefined : onKeep}
      aria-labelledby="cancel-booking-title"
      maxWidth="xs"
      disableRestoreFocus
    >
      <DialogTitle id="cancel-booking-title">{t('staffBookings.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('staffBookings.confirmText', { name: booking.name, when })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onKeep} disabled={busy} autoFocus>
          {t('staffBookings.keep')}
        </Button>
        <Button onClick={onConfirm} loading={busy} color="error" variant="contained">
          {t('staffBookings.confirmCancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The dashboard's 'View Calendar Bookings': the upcoming consultations grouped by day (Cambodia
 * time, the visitor's clock beside when it differs) in the staff list (search, pages, CSV export),
 * each opening its details, and cancelling one, which e-mails the visitor and frees the time.
 * Fetched at each opening, and again when a booking is made, moved or cancelled anywhere (the
 * staffActivity subscription); a FORBIDDEN refusal shows Access Denied (SPEC §6). `openId` (a link
 * from an alert) opens one booking's details at once, whatever its status.
 */
export function BookingsDialog({ onClose, openId }: { onClose: () => void; openId?: string }) {
  const { t, language } = useT();
  const office = useBusinessZone();
  const [text, q, setText] = useSearchText();
  const list = useStaffPage(
    UpcomingBookingsDocument,
    'upcomingBookings',
    { search: q || undefined },
    { live: ['booking', 'cancellation'] },
  );
  const [cancelBooking] = useMutation(CancelBookingDocument);
  const [opened, setOpened] = useState<{ id: string; row?: BookingRow } | undefined>(
    openId ? { id: openId } : undefined,
  );
  const [confirming, setConfirming] = useState<BookingRow>();
  const [moving, setMoving] = useState<BookingRow>();
  const [busy, setBusy] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  // When the confirmation or the move closes, focus goes back to the button that opened it, or, when
  // that booking is gone, to the dialog's title: never to the page behind, where Escape and Tab would be lost.
  useEffect(() => {
    if (confirming || moving) return;
    const back = returnTo.current;
    returnTo.current = null;
    if (back?.isConnected) back.focus();
    else if (back) title.current?.focus();
  }, [confirming, moving]);

  const cancel = async (booking: BookingRow) => {
    setBusy(true);
    try {
      await cancelBooking({ variables: { id: booking.id } });
      // Its card (and the button that opened the confirmation) goes, maybe a render after the
      // confirmation closes: focus goes to the dialog's title, not to a button about to vanish.
      returnTo.current = title.current;
      list.update((rows) => rows.filter((row) => row.id !== booking.id));
      toast({
        title: t('staffBookings.cancelled'),
        description: t('staffBookings.cancelledText', { name: booking.name }),
      });
    } catch (error) {
      toast({
        title: t('common.error'),
        description: refusalText(error, t('staffBookings.cancelFailed')),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      setConfirming(undefined);
    }
  };

  const askToCancel = (chosen: BookingRow) => {
    returnTo.current = document.activeElement as HTMLElement | null;
    setConfirming(chosen);
  };
  const askToMove = (chosen: BookingRow) => {
    returnTo.current = document.activeElement as HTMLElement | null;
    setMoving(chosen);
  };
  const moved = (booking: BookingRow) => {
    // Still in the list (it has not ended), at its new time; the list stays sorted by time.
    list.update((rows) =>
      rows.map((row) => (row.id === booking.id ? booking : row)).sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    );
    setMoving(undefined);
  };
  const body = (
    <StaffList
      id="bookings"
      list={list}
      search={{ text, onChange: setText, label: t('staffBookings.searchLabel') }}
      narrowed={Boolean(q)}
      csvHref={csvHrefOf(bookingApi.upcoming.path, { q })}
      texts={{
        loading: t('staffBookings.loading'),
        empty: t('staffBookings.empty'),
        error: t('staffBookings.loadFailed'),
        denied: t('staffBookings.accessDeniedText'),
        count: (n) => t('staffBookings.count', { n }),
      }}
    >
      {(rows) =>
        byOfficeDate(rows, office.timeZone).map(([day, dayRows]) => (
          <Box component="section" key={day} aria-labelledby={`bookings-day-${day}`} sx={{ mt: 1 }}>
            <Typography id={`bookings-day-${day}`} variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
              {formatDate(day, language)}
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
              {dayRows.map((booking) => (
                <BookingCard
                  key={booking.id}
                  booking={booking}
                  onCancel={askToCancel}
                  onMove={askToMove}
                  onOpen={(row) => setOpened({ id: row.id, row })}
                />
              ))}
            </Stack>
          </Box>
        ))
      }
    </StaffList>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="bookings-title"
      aria-describedby="bookings-intro"
      slotProps={ADMIN_DIALOG_SLOT_PROPS}
    >
      <DialogTitle id="bookings-title" ref={title} tabIndex={-1} sx={{ pr: 7, '&:focus': { outline: 'none' } }}>
        {t('staffBookings.title')}
        <IconButton
          aria-label={t('staffBookings.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Typography id="bookings-intro" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('staffBookings.intro', { zone: office.name(language) })}
        </Typography>
        {body}
      </DialogContent>
      {opened && (
        <BookingDetail
          id={opened.id}
          initial={opened.row}
          onCancel={(booking) => {
            setOpened(undefined);
            askToCancel(booking);
          }}
          onMove={(booking) => {
            setOpened(undefined);
            askToMove(booking);
          }}
          onClose={() => setOpened(undefined)}
        />
      )}
      {moving && <MoveBookingDialog booking={moving} onMoved={moved} onClose={() => setMoving(undefined)} />}
      {confirming && (
        <ConfirmCancel
          booking={confirming}
          busy={busy}
          onKeep={() => setConfirming(undefined)}
          onConfirm={() => void cancel(confirming)}
        />
      )}
    </Dialog>
  );
}
