import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useLocalize, useT } from '../app/language';

/** Three temple towers and a rising sun: the agency's mark, also used as the favicon. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0e5350" />
      <circle cx="16" cy="12" r="5" fill="#d9822b" />
      <path d="M5 26h22v-2h-2l-2-6-2 6h-1l-4-11-4 11h-1l-2-6-2 6H5z" fill="#f8f4ec" />
    </svg>
  );
}

/**
 * The mark and the name, linking home; the name only from `narrowNameFrom` px up (a phone's header
 * row: 400 for the staff's, 340 for the public one, whose 320-px phones would otherwise overflow).
 */
export function Logo({ narrowNameFrom }: { narrowNameFrom?: number }) {
  const { t } = useT();
  const localize = useLocalize();
  return (
    <Box
      component={RouterLink}
      to={localize('/')}
      aria-label={t('brand.homeLink')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'primary.main',
        textDecoration: 'none',
        borderRadius: 1,
      }}
    >
      <LogoMark />
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: '1.125rem',
          whiteSpace: 'nowrap',
          ...(narrowNameFrom
            ? { display: 'none', [`@media (min-width: ${narrowNameFrom}px)`]: { display: 'inline' } }
            : {}),
        }}
        lang="en"
      >
        {t('brand.name')}
      </Typography>
    </Box>
  );
}
