import ArticleIcon from '@mui/icons-material/Article';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventIcon from '@mui/icons-material/Event';
import PaymentsIcon from '@mui/icons-material/Payments';
import { List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { useT } from '../../../app/language';

/** SPEC §2 / §9: four fixed items (payment, meeting, project, blog), not from the server. */
export const RECENT_ACTIVITY: readonly { key: string; Icon: SvgIconComponent }[] = [
  { key: 'payment', Icon: PaymentsIcon },
  { key: 'meeting', Icon: EventIcon },
  { key: 'project', Icon: CheckCircleIcon },
  { key: 'blog', Icon: ArticleIcon },
];

export function RecentActivity() {
  const { t } = useT();
  return (
    <Paper component="section" aria-labelledby="recent-activity-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="recent-activity-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('dashboard.recentActivity')}
      </Typography>
      <List disablePadding>
        {RECENT_ACTIVITY.map(({ key, Icon }) => (
          <ListItem key={key} disableGutters divider={key !== 'blog'}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Icon color="primary" aria-hidden="true" />
            </ListItemIcon>
            <ListItemText primary={t(`dashboard.activity.${key}`)} secondary={t(`dashboard.activity.${key}Time`)} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
