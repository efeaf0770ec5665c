import EventIcon from '@mui/icons-material/Event';
import MailIcon from '@mui/icons-material/Mail';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import { Box, Link, Paper, Skeleton, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link as RouterLink } from 'react-router';
import { useLocalize, useT } from '../../../app/language';
import type { DashboardSummaryQuery } from '../../../gql/graphql';

type DashboardSummary = DashboardSummaryQuery['dashboard'];

/**
 * The dashboard's four figures (issue 17, DESIGN "Decisions"), counted by the server in the office's
 * zone: paid orders this month and active subscribers in place of the seed's fixed projects and
 * clients, then today's messages and the meetings to come.
 */
export const DASHBOARD_STATS: readonly {
  key: 'paidOrders' | 'subscribers' | 'messagesToday' | 'scheduledMeetings';
  value: (summary: DashboardSummary) => number;
  Icon: SvgIconComponent;
}[] = [
  { key: 'paidOrders', value: (summary) => summary.paidOrdersThisMonth, Icon: PaymentsIcon },
  { key: 'subscribers', value: (summary) => summary.activeSubscribers, Icon: PeopleIcon },
  { key: 'messagesToday', value: (summary) => summary.messagesToday, Icon: MailIcon },
  { key: 'scheduledMeetings', value: (summary) => summary.scheduledMeetings, Icon: EventIcon },
];

export function StatCards({ summary, failed }: { summary?: DashboardSummary; failed: boolean }) {
  const { t } = useT();
  const localize = useLocalize();
  return (
    <Box
      component="ul"
      aria-label={t('dashboard.statsTitle')}
      aria-busy={!summary && !failed}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {DASHBOARD_STATS.map(({ key, value, Icon }) => (
        <Paper component="li" key={key} sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Icon color="primary" aria-hidden="true" />
          <Typography variant="body2" color="text.secondary" component="span">
            {t(`dashboard.stats.${key}`)}
          </Typography>
          {/* The same height loading, loaded or failed: no layout shift. */}
          <Typography component="span" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1, minHeight: '2.2rem' }}>
            {summary ? (
              value(summary)
            ) : failed ? (
              '—'
            ) : (
              <Skeleton width="2ch" aria-label={t('dashboard.statsLoading')} />
            )}
          </Typography>
          {key === 'messagesToday' && (
            <Link component={RouterLink} to={localize('/dashboard/inquiries')} variant="body2">
              {t('inbox.openInbox')}
            </Link>
          )}
        </Paper>
      ))}
    </Box>
  );
}
