import { useEffect, useRef, type ReactNode } from 'react';
import EventIcon from '@mui/icons-material/Event';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  SITE,
  googleCalendarUrl,
  outlookCalendarUrl,
  serviceOptionLabel,
  type BookedMeeting,
  type Json,
} from '@site/common';
import { useSiteSettings, type SiteSettings } from '../../settings';
import { useT } from '../../../app/language';
import { MeetingDetails } from './MeetingDetails';

/** The booked meeting as the API answers it (GraphQL types `meeting` as a string). */
type ConfirmedMeeting = Omit<Json<BookedMeeting>, 'meeting' | 'meetingUrl'> & {
  meeting?: string;
  meetingUrl?: string | null;
};

interface BookingConfirmationProps {
  title: string;
  message: string;
  meeting: ConfirmedMeeting;
  /** The .ics download (a path on this site). */
  calendarUrl: string;
  /** The manage page (a path with the token); absent on the manage page itself. */
  manageUrl?: string;
  /** "Book another consultation" and the like. */
  action?: { label: string; onClick: () => void };
}

/**
 * The lasting confirmation after booking (and after a move): the time on the visitor's clock and the
 * office's, what was booked, add-to-calendar links and the manage link. It takes the focus when it
 * appears, so a screen reader reads it.
 */
export function BookingConfirmation({
  title,
  message,
  meeting,
  calendarUrl,
  manageUrl,
  action,
}: BookingConfirmationProps) {
  const { t, language } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const start = new Date(meeting.startsAt);
  const end = new Date(meeting.endsAt);
  const service = serviceOptionLabel(meeting.service, language);
  const absoluteManage = manageUrl ? new URL(manageUrl, window.location.origin).href : undefined;
  const contact = useSiteSettings();
  const place = meetingPlace(meeting, language, t, contact);
  const event = {
    title: t('booking.calendarTitle', { name: SITE.name, service }),
    details: [place.text, t('booking.calendarDetails', { phone: contact.phone }), absoluteManage]
      .filter(Boolean)
      .join('\n'),
    start,
    end,
    location: place.location,
  };
  return (
    <Paper
      component="section"
      aria-labelledby="booked-title"
      data-testid="booking-confirmation"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, border: '2px solid', borderColor: 'success.main' }}
    >
      <Typography
        id="booked-title"
        ref={heading}
        tabIndex={-1}
        component="h2"
        variant="h5"
        sx={{ mb: 1, outline: 'none' }}
      >
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{message}</Typography>
      <Box sx={{ mb: 2 }}>
        <MeetingDetails
          start={start}
          duration={meeting.duration}
          service={meeting.service}
          timeZone={meeting.timezone}
          place={place.node}
          testIds="booked"
        />
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('booking.addToCalendar')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<EventIcon />}
          href={googleCalendarUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('booking.googleCalendar')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<EventIcon />}
          href={outlookCalendarUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('booking.outlookCalendar')}
        </Button>
        <Button variant="outlined" startIcon={<EventIcon />} href={calendarUrl} download="consultation.ics">
          {t('booking.icsFile')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {manageUrl && (
          <Link component={RouterLink} to={manageUrl} data-testid="booked-manage">
            {t('booking.manageLink')}
          </Link>
        )}
        {action && (
          <Button variant="text" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

type Translate = ReturnType<typeof useT>['t'];

/** How we meet, as the confirmation shows it: the video call's link, our promise to call, or the office and its map. */
export function meetingPlace(
  meeting: Pick<ConfirmedMeeting, 'meeting' | 'meetingUrl'>,
  language: 'en' | 'km',
  t: Translate,
  contact: SiteSettings,
): { node: ReactNode; text: string; location?: string } {
  if (meeting.meeting === 'video' && meeting.meetingUrl) {
    return {
      text: `${t('booking.meetingVideo')}: ${meeting.meetingUrl}`,
      location: meeting.meetingUrl,
      node: (
        <>
          {t('booking.meetingVideo')}
          <br />
          <Link href={meeting.meetingUrl} target="_blank" rel="noopener noreferrer" data-testid="booked-video-link">
            {meeting.meetingUrl}
          </Link>
        </>
      ),
    };
  }
  if (meeting.meeting === 'phone') {
    const promise = t('booking.phoneMeeting', { phone: contact.phone });
    return {
      text: `${t('booking.meetingPhone')}: ${promise}`,
      location: contact.phone,
      node: (
        <>
          {t('booking.meetingPhone')}
          <br />
          {promise}
        </>
      ),
    };
  }
  if (meeting.meeting === 'office') {
    const address = contact.address[language];
    return {
      text: `${t('booking.meetingOffice')}: ${address}`,
      location: address,
      node: (
        <>
          {t('booking.meetingOffice')}
          <br />
          {address}
          <br />
          <Link href={contact.mapUrl} target="_blank" rel="noopener noreferrer">
            {t('booking.officeMap')}
          </Link>
        </>
      ),
    };
  }
  return { node: t('booking.meetingVideo'), text: t('booking.meetingVideo') };
}
