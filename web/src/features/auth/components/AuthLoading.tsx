import { Box, CircularProgress, Typography } from '@mui/material';
import { useT } from '../../../app/language';

/**
 * SPEC §4: a spinner and 'Loading...' while the sign-in state is checked. `inline` is the one-line form
 * that stands in the place of a single button (the sign-in page), at that button's height, so nothing
 * moves when the button replaces it.
 */
export function AuthLoading({ inline = false }: { inline?: boolean }) {
  const { t } = useT();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={
        inline
          ? { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, minHeight: 48 }
          : { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: { xs: 8, md: 12 } }
      }
    >
      <CircularProgress aria-hidden="true" size={inline ? 24 : 40} />
      <Typography color="text.secondary">{t('common.loading')}</Typography>
    </Box>
  );
}
