import { Box, CircularProgress, Typography } from '@mui/material';
import { useT } from '../../../app/language';

/** The checkout's loading state: what is happening, in words. */
export function Preparing() {
  const { t } = useT();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
      <CircularProgress size={28} aria-hidden />
      <Typography color="text.secondary">{t('checkout.preparing')}</Typography>
    </Box>
  );
}
