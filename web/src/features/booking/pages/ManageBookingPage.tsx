import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Container, Paper, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { skipToken, useQuery } from '@apollo/client/react';
import { useSiteSettings } from '../../settings';
import { useBusinessZone } from '../../../app/businessZone';
import { useHydrated } from '../../../app/forms';
import { errorText } from '../../../app/graphql-errors';
import { useLocalize, useT } from '../../../app/language';
import type { PageProps } from '../../../app/pages';
import { toast } from '../../../app/toast';
import { ManagedBookingDocument, type RescheduleBookingMutation } from '../../../gql/graphql';
import { BookingConfirmation, meetingPlace } from '../components/BookingConfirmation';
import { ManageActions } from '../components/ManageActions';
import { MeetingDetails } from '../components/MeetingDetails';
import { visitorTimeZone } from '../hooks/visitorZone';

const MEETING_LABELS: Record<string, string> = {
  video: 'booking.meetingVideo',
  phone: 'booking.meetingPhone',
  office: 'booking.meetingOffice',
};
/**
 * /booking/manage?token=… (the e-mails' manage link): the booking on the visitor's clock and the
 * office's, and its two actions, move and cancel, until BOOKING_CHANGE_NOTICE_HOURS before it. The
 * page is prerendered as a shell; the token is read in the browser.
 */
export default function ManageBookingPage({ routeId }: PageProps) {
  const { t, language } = useT();
  const localize = useLocalize();
  const hydrated = useHydrated();
  const office = useBusinessZone();
  const contact = useSiteSettings();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [timeZone] = useState(() =>
    typeof window === 'undefined' ? office.timeZone : visitorTimeZone(office.timeZone),
  );
  const [moved, setMoved] = useState<RescheduleBookingMutation['rescheduleBooking'] | null>(null);
  const query = useQuery(ManagedBookingDocument, hydrated && token !== '' ? { variables: { token } } : skipToken);
  const booking = query.data?.managedBooking;
  // After a move or a cancellation: the booking as it is now (a failure shows as the query's error).
  const refresh = () => void query.refetch().catch(() => undefined);

  let body: React.ReactNode;
  // A refresh keeps what is shown (only the first answer shows the spinner).
  if (!hydrated || (token && query.loading && !booking)) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography color="text.secondary">{t('manage.loading')}</Typography>
      </Box>
    );
  } else if (!token || query.error || !booking) {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button component={RouterLink} to={localize('/booking')}>
            {t('manage.bookNew')}
          </Button>
        }
      >
        {token ? errorText(query.error, t('manage.loadFailed')) : t('manage.noToken', { phone: contact.phone })}
      </Alert>
    );
  } else {
    body = (
      <>
        {moved?.booking && (
          <BookingConfirmation
            title={t('manage.movedTitle')}
            message={moved.message}
            meeting={moved.booking}
            calendarUrl={moved.calendarUrl ?? booking.calendarUrl}
          />
        )}
        {/* After a move the confirmation above holds the same details: they are not repeated below it. */}
        {!moved?.booking && (
          <Paper component="section" aria-labelledby="manage-booking-title" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
            <Typography id="manage-booking-title" component="h2" variant="h5" sx={{ mb: 1.5 }}>
              {booking.status === 'cancelled' ? t('manage.cancelledTitle') : t('manage.bookingTitle')}
            </Typography>
            <MeetingDetails
              start={new Date(booking.startsAt)}
              duration={booking.duration}
              service={booking.service}
              timeZone={timeZone}
              // How the meeting happens (and the video call's link) from the first view, not only after a move;
              // a cancelled meeting only names how it would have happened (no link to a call that is off).
              place={
                booking.status === 'cancelled'
                  ? t(MEETING_LABELS[booking.meeting] ?? 'booking.meetingVideo')
                  : meetingPlace(booking, language, t, contact).node
              }
              testIds="manage"
              struck={booking.status === 'cancelled'}
            />
          </Paper>
        )}
        {booking.status === 'cancelled' ? (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to={localize('/booking')}>
                {t('manage.bookNew')}
              </Button>
            }
          >
            {t('manage.isCancelled')}
          </Alert>
        ) : !booking.changeable ? (
          <Alert severity="warning">
            {t('manage.tooLate', { hours: booking.noticeHours, phone: contact.phone, email: contact.email })}
          </Alert>
        ) : (
          <ManageActions
            token={token}
            booking={booking}
            timeZone={timeZone}
            onMoved={(answer) => {
              setMoved(answer);
              refresh();
            }}
            onCancelled={(message) => {
              setMoved(null);
              toast({ title: message });
              refresh();
            }}
          />
        )}
      </>
    );
  }

  return (
    // At least a screen high: the booking arrives after the page, and whatever it turns out to be (its
    // details and actions, or a message) the footer stays below the fold instead of jumping on a phone.
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 }, minHeight: '100vh' }}>
      <Typography variant="h1" sx={{ mb: 1.5, color: 'primary.dark' }}>
        {t(`pages.${routeId}.title`)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: '65ch', mb: { xs: 3, md: 4 } }}>
        {t('manage.intro')}
      </Typography>
      {body}
    </Container>
  );
}
