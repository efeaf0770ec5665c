import { lazy, Suspense, useState } from 'react';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Alert, AlertTitle, Box, Container, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { isForbidden } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { DashboardSummaryDocument } from '../../../gql/graphql';
import { useStaffActivity } from '../../../shared/staff-list';
import { useAuthUser } from '../../auth';
import { QuickActions } from '../components/QuickActions';
import { RecentActivity } from '../components/RecentActivity';
import { StatCards } from '../components/StatCards';
import { displayName } from '../displayName';

// The dialogs (tables, tabs, cards) load when first opened.
const SubmissionsDialog = lazy(() =>
  import('../components/SubmissionsDialog').then((module) => ({ default: module.SubmissionsDialog })),
);
const BookingsDialog = lazy(() =>
  import('../components/BookingsDialog').then((module) => ({ default: module.BookingsDialog })),
);

/** SPEC §2 "Dashboard" for signed-in staff (the route guard of AppRoutes keeps everyone else out). */
export default function DashboardPage() {
  const { t } = useT();
  const auth = useAuthUser();
  const [params, setParams] = useSearchParams();
  // `?booking=<id>` (an alert's or Recent Activity's link) opens that booking in the bookings dialog.
  const linkedBooking = params.get('booking') ?? undefined;
  // `?view=bookings` (the staff navigation's "Bookings") opens the bookings dialog.
  const linkedView = params.get('view') === 'bookings' ? 'bookings' : undefined;
  const [dialog, setDialog] = useState<'submissions' | 'bookings'>();
  const shown = linkedBooking ? 'bookings' : (linkedView ?? dialog);
  const close = () => {
    setDialog(undefined);
    if (linkedBooking || linkedView) setParams({}, { replace: true });
  };
  const summary = useQuery(DashboardSummaryDocument);
  // Staff see a new inquiry, booking, payment or subscriber as it happens, from any instance, without
  // a reload or a timer (the staffActivity subscription); the figures and Recent Activity are asked again.
  const { refetch } = summary;
  useStaffActivity(() => void refetch().catch(() => undefined));
  const name = displayName(auth.status === 'authenticated' ? auth.user : undefined) ?? t('dashboard.defaultName');
  // The figures, the inbox and the admins' pages are the admins' (as in the staff navigation).
  const admin = auth.status !== 'authenticated' || auth.user.role === 'admin';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 1, color: 'primary.dark', fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
        {t('dashboard.welcome', { name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('dashboard.intro')}
      </Typography>
      {admin && <StatCards summary={summary.data?.dashboard} failed={Boolean(summary.error)} />}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          mt: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <QuickActions
          admin={admin}
          onViewSubmissions={() => setDialog('submissions')}
          onViewBookings={() => setDialog('bookings')}
        />
        <RecentActivity
          summary={summary.data?.dashboard}
          failed={Boolean(summary.error)}
          denied={isForbidden(summary.error)}
        />
      </Box>
      <Alert severity="info" icon={<VerifiedUserIcon />} sx={{ mt: 3 }}>
        <AlertTitle>
          {t('dashboard.protectedTitle')} / {t('dashboard.protectedSubtitle')}
        </AlertTitle>
        {t('dashboard.protectedText')}
      </Alert>
      {/* Mounted while open: every opening fetches fresh data (SPEC §6), once, without retries. */}
      <Suspense fallback={null}>
        {shown === 'submissions' && <SubmissionsDialog open onClose={close} />}
        {shown === 'bookings' && <BookingsDialog onClose={close} openId={linkedBooking} />}
      </Suspense>
    </Container>
  );
}
