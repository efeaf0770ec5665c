import CancelIcon from '@mui/icons-material/EventBusy';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import EventIcon from '@mui/icons-material/Event';
import MoveIcon from '@mui/icons-material/EventRepeat';
import MailIcon from '@mui/icons-material/Mail';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link as RouterLink } from 'react-router';
import { findPackage, formatDate, formatTimeIn, zonedDate } from '@site/common';
import { useBusinessZone } from '../../../app/businessZone';
import { useLocalize, useT } from '../../../app/language';
import type { ActivityKind, DashboardSummaryQuery } from '../../../gql/graphql';
import { formatMoment, formatRelative, useNow } from '../../../shared/staff-list';

type DashboardSummary = DashboardSummaryQuery['dashboard'];
type ActivityView = DashboardSummary['recentActivity'][number];

const ICONS: Record<ActivityKind, SvgIconComponent> = {
  inquiry: MailIcon,
  chatLead: ChatIcon,
  booking: EventIcon,
  cancellation: CancelIcon,
  payment: PaymentsIcon,
  subscription: PersonAddIcon,
  reschedule: MoveIcon,
};
const TEXT_KEYS: Record<ActivityKind, string> = {
  inquiry: 'dashboard.activity.inquiry',
  chatLead: 'dashboard.activity.chatLead',
  booking: 'dashboard.activity.booking',
  cancellation: 'dashboard.activity.cancellation',
  payment: 'dashboard.activity.payment',
  subscription: 'dashboard.activity.subscription',
  reschedule: 'dashboard.activity.reschedule',
};

/** SPEC §2 Recent Activity, from the server (issue 17): the latest events, how long ago, each linking to its page. */
export function RecentActivity({
  summary,
  failed,
  denied = false,
}: {
  summary?: DashboardSummary;
  failed: boolean;
  /** The signed-in user is staff without the admin role (403). */
  denied?: boolean;
}) {
  const { t, language } = useT();
  const localize = useLocalize();
  const office = useBusinessZone();
  const now = useNow();

  /** A meeting's start in the office's zone: 'Wednesday, 3 March 2027, 9:00 AM'. */
  const meeting = (iso: string) => {
    const start = new Date(iso);
    return `${formatDate(zonedDate(start, office.timeZone), language)}, ${formatTimeIn(start, office.timeZone, language)}`;
  };
  const text = (event: ActivityView) => {
    const isMeeting = event.kind === 'booking' || event.kind === 'cancellation' || event.kind === 'reschedule';
    // A booking moved since: its first time is not known any more (the move names the new one).
    const key = event.kind === 'booking' && !event.detail ? 'dashboard.activity.bookingMoved' : TEXT_KEYS[event.kind];
    return t(key, {
      who: event.who || t('dashboard.activity.aCustomer'),
      when: isMeeting && event.detail ? meeting(event.detail) : '',
      package: (event.detail && findPackage(event.detail)?.name[language]) ?? event.detail ?? '',
    });
  };

  let body;
  if (!summary && denied) body = <Typography color="text.secondary">{t('dashboard.statsDenied')}</Typography>;
  else if (!summary && failed) body = <Typography color="text.secondary">{t('dashboard.statsFailed')}</Typography>;
  else if (!summary)
    body = (
      <List disablePadding aria-label={t('dashboard.activity.loading')} aria-busy>
        {[0, 1, 2, 3].map((row) => (
          <ListItem key={row} disableGutters>
            <ListItemText primary={<Skeleton />} secondary={<Skeleton width="30%" />} />
          </ListItem>
        ))}
      </List>
    );
  else if (summary.recentActivity.length === 0)
    body = <Typography color="text.secondary">{t('dashboard.activity.empty')}</Typography>;
  else
    body = (
      <List disablePadding>
        {summary.recentActivity.map((event, index) => {
          const Icon = ICONS[event.kind];
          const content = (
            <>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon color="primary" aria-hidden="true" />
              </ListItemIcon>
              <ListItemText
                primary={text(event)}
                secondary={
                  <time dateTime={event.at} title={formatMoment(event.at, office.timeZone, language)}>
                    {formatRelative(event.at, language, now)}
                  </time>
                }
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </>
          );
          const last = index === summary.recentActivity.length - 1;
          return (
            <ListItem key={`${event.kind}-${event.id}`} disableGutters disablePadding divider={!last}>
              {event.link ? (
                <ListItemButton component={RouterLink} to={localize(event.link)} sx={{ px: 1 }}>
                  {content}
                </ListItemButton>
              ) : (
                <Paper elevation={0} sx={{ display: 'flex', alignItems: 'center', width: '100%', px: 1, py: 0.75 }}>
                  {content}
                </Paper>
              )}
            </ListItem>
          );
        })}
      </List>
    );

  return (
    <Paper component="section" aria-labelledby="recent-activity-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="recent-activity-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('dashboard.recentActivity')}
      </Typography>
      {body}
    </Paper>
  );
}
