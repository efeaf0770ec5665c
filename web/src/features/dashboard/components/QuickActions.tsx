import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import InboxIcon from '@mui/icons-material/Inbox';
import WorkIcon from '@mui/icons-material/WorkOutlineOutlined';
import PaymentsIcon from '@mui/icons-material/Payments';
import PostAddIcon from '@mui/icons-material/PostAdd';
import SettingsIcon from '@mui/icons-material/Settings';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useLocalize, useT } from '../../../app/language';

const actionSx = { justifyContent: 'flex-start', minHeight: 48, textAlign: 'left' } as const;

/**
 * SPEC §2 quick actions. Staff without the admin role are offered what they may do (articles, case
 * studies), not the admins' pages that would only answer "Access Denied".
 */
export function QuickActions({
  onViewSubmissions,
  onViewBookings,
  admin,
}: {
  onViewSubmissions: () => void;
  onViewBookings: () => void;
  admin: boolean;
}) {
  const { t } = useT();
  const localize = useLocalize();
  return (
    <Paper component="section" aria-labelledby="quick-actions-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="quick-actions-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('dashboard.quickActions')}
      </Typography>
      <Stack spacing={1.5}>
        <Button
          component={RouterLink}
          to={localize('/blog/add')}
          variant="contained"
          startIcon={<PostAddIcon />}
          sx={actionSx}
        >
          {t('dashboard.actions.addBlogPost')}
        </Button>
        <Button
          component={RouterLink}
          to={localize('/dashboard/case-studies')}
          variant="outlined"
          startIcon={<WorkIcon />}
          sx={actionSx}
        >
          {t('dashboard.actions.caseStudy')}
        </Button>
        {admin && (
          <>
            <Button
              component={RouterLink}
              to={localize('/payments')}
              variant="outlined"
              startIcon={<PaymentsIcon />}
              sx={actionSx}
            >
              {t('dashboard.actions.paymentDashboard')}
            </Button>
            <Button variant="outlined" startIcon={<CalendarMonthIcon />} onClick={onViewBookings} sx={actionSx}>
              {t('dashboard.actions.viewBookings')}
            </Button>
            <Button
              component={RouterLink}
              to={localize('/dashboard/closures')}
              variant="outlined"
              startIcon={<EventBusyIcon />}
              sx={actionSx}
            >
              {t('dashboard.actions.closures')}
            </Button>
            <Button
              component={RouterLink}
              to={localize('/dashboard/settings')}
              variant="outlined"
              startIcon={<SettingsIcon />}
              sx={actionSx}
            >
              {t('dashboard.actions.settings')}
            </Button>
            <Button variant="outlined" startIcon={<InboxIcon />} onClick={onViewSubmissions} sx={actionSx}>
              {t('dashboard.actions.viewSubmissions')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
