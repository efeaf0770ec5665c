import EventIcon from '@mui/icons-material/Event';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import { Box, Paper, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { useT } from '../../../app/language';

/** SPEC §2 / §9: fixed values, not from the server. */
export const DASHBOARD_STATS: readonly { key: string; value: number; Icon: SvgIconComponent }[] = [
  { key: 'activeProjects', value: 12, Icon: FolderOpenIcon },
  { key: 'totalClients', value: 48, Icon: PeopleIcon },
  { key: 'messagesToday', value: 7, Icon: MailIcon },
  { key: 'scheduledMeetings', value: 3, Icon: EventIcon },
];

export function StatCards() {
  const { t } = useT();
  return (
    <Box
      component="ul"
      aria-label={t('dashboard.statsTitle')}
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
          <Typography component="span" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1 }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
