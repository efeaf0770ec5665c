import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Button, Chip, Link } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { formatMeeting, serviceOptionLabel, zonesDiffer } from '@site/common';
import { useBusinessZone } from '../../../app/businessZone';
import { errorText } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { BookingDocument } from '../../../gql/graphql';
import { DetailFields, formatMoment, StaffDetail } from '../../../shared/staff-list';
import type { BookingRow } from './BookingsDialog';

/**
 * One booking in full: when (office and visitor clocks), who, the message, its status. Asked for by
 * id, so a link from an alert opens a cancelled or past booking too; the list's row shows meanwhile.
 */
export function BookingDetail({
  id,
  initial,
  onCancel,
  onMove,
  onClose,
}: {
  id: string;
  initial?: BookingRow;
  onCancel: (booking: BookingRow) => void;
  onMove: (booking: BookingRow) => void;
  onClose: () => void;
}) {
  const { t, language } = useT();
  const office = useBusinessZone();
  const detail = useQuery(BookingDocument, { variables: { id } });
  const booking = detail.data?.booking ?? initial;
  const cancellable = booking?.status === 'confirmed' && new Date(booking.startsAt) > new Date();
  const when = (zone: string) =>
    booking && formatMeeting(new Date(booking.startsAt), new Date(booking.endsAt), zone, language);
  const languageName = (code: string) => (code === 'en' || code === 'km' ? t(`submissions.languages.${code}`) : code);

  return (
    <StaffDetail
      id="booking-detail"
      title={
        booking
          ? t('staffBookings.detailTitle', { name: booking.name })
          : detail.error
            ? t('staffList.notFound')
            : t('staffBookings.loadingOne')
      }
      loading={!booking && !detail.error ? t('staffBookings.loadingOne') : undefined}
      error={!booking && detail.error ? errorText(detail.error, t('staffBookings.loadOneFailed')) : undefined}
      onClose={onClose}
      actions={
        booking &&
        cancellable && (
          <>
            <Button variant="outlined" startIcon={<EditCalendarIcon />} onClick={() => onMove(booking)}>
              {t('staffBookings.move')}
            </Button>
            <Button color="error" variant="outlined" startIcon={<EventBusyIcon />} onClick={() => onCancel(booking)}>
              {t('staffBookings.cancel')}
            </Button>
          </>
        )
      }
    >
      {booking && (
        <DetailFields
          fields={[
            [t('staffBookings.fields.when'), when(office.timeZone)],
            ...(zonesDiffer(booking.timezone, office.timeZone, new Date(booking.startsAt))
              ? [[t('staffBookings.fields.visitorClock'), when(booking.timezone)] as [string, string]]
              : []),
            [t('staffBookings.fields.duration'), t('staffBookings.duration', { n: booking.duration })],
            [t('staffBookings.fields.service'), serviceOptionLabel(booking.service, language)],
            [
              t('staffBookings.fields.meeting'),
              booking.meeting === 'video' && booking.meetingUrl ? (
                <>
                  {t('booking.meetingVideo')}:{' '}
                  <Link href={booking.meetingUrl} target="_blank" rel="noopener noreferrer">
                    {booking.meetingUrl}
                  </Link>
                </>
              ) : (
                t(
                  booking.meeting === 'phone'
                    ? 'booking.meetingPhone'
                    : booking.meeting === 'office'
                      ? 'booking.meetingOffice'
                      : 'booking.meetingVideo',
                )
              ),
            ],
            [t('staffBookings.fields.email'), <Link href={`mailto:${booking.email}`}>{booking.email}</Link>],
            [
              t('staffBookings.fields.phone'),
              booking.phone ? (
                <Link href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}>{booking.phone}</Link>
              ) : (
                t('inbox.notGiven')
              ),
            ],
            [t('staffBookings.fields.language'), languageName(booking.language)],
            [
              t('staffBookings.fields.status'),
              <Chip
                size="small"
                color={booking.status === 'confirmed' ? 'success' : 'default'}
                label={t(`staffBookings.status.${booking.status}`, { defaultValue: booking.status })}
              />,
            ],
            [t('staffBookings.fields.booked'), formatMoment(booking.createdAt, office.timeZone, language)],
            ...(booking.source === 'chat'
              ? [[t('staffBookings.fields.source'), t('staffBookings.bookedInChat')] as [string, string]]
              : []),
            ...(booking.message ? [[t('staffBookings.fields.message'), booking.message] as [string, string]] : []),
          ]}
        />
      )}
    </StaffDetail>
  );
}
