import type { ReactNode } from 'react';
import LockIcon from '@mui/icons-material/Lock';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useT } from '../../app/language';

/** A centred status line of an admin dialog: loading (with a spinner) or empty. */
export function Notice({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}>
      {busy && <CircularProgress size={24} aria-hidden="true" />}
      <Typography color="text.secondary">{children}</Typography>
    </Box>
  );
}

/** SPEC §6: what a signed-in user without the admin role sees. */
export function AccessDenied({ text }: { text: string }) {
  const { t } = useT();
  return (
    <Box data-testid="access-denied" sx={{ textAlign: 'center', py: { xs: 4, sm: 6 }, px: 2 }}>
      <LockIcon color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden="true" />
      <Typography variant="h3" component="h3" sx={{ mb: 1, fontSize: '1.5rem' }}>
        {t('submissions.accessDeniedTitle')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{text}</Typography>
      <Typography color="text.secondary">{t('submissions.accessDeniedHelp')}</Typography>
    </Box>
  );
}

/** The admin dialogs' paper: at most 80% of the viewport high (SPEC §2), nearly full width on a phone. */
export const ADMIN_DIALOG_SLOT_PROPS = {
  paper: { sx: { maxHeight: '80vh', m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } },
} as const;
