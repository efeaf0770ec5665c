import { Box, CircularProgress, Typography } from '@mui/material';
import { useT } from '../../../app/language';

/** SPEC §4: a spinner and 'Loading...' while the sign-in state is checked. */
export function AuthLoading() {
  const { t } = useT();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: { xs: 8, md: 12 } }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">{t('common.loading')}</Typography>
    </Box>
  );
}
