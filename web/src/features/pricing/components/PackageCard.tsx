import Check from '@mui/icons-material/Check';
import { Box, Button, Typography } from '@mui/material';
import { formatUsd, PRICING_PAGE, type Package } from '@site/common';
import { VisuallyHidden } from '../../../shared/components/LinkButton';
import { cardSx } from '../../../shared/components/FeatureCardList';
import { useLocalized } from '../../../shared/useLocalized';

interface PackageCardProps {
  pkg: Package;
  /** Select Plan: where it leads (checkout, in the page's language)… */
  href: string;
  /** …after storing this under `storeKey` in session storage (app/behaviours.ts, no React needed). */
  storeKey: string;
  storeValue: string;
}

/** A package of SPEC §2/§9: name, one-time price, features, Select Plan; 'Most Popular' on the popular one. */
export function PackageCard({ pkg, href, storeKey, storeValue }: PackageCardProps) {
  const text = useLocalized();
  const headingId = `package-${pkg.id}`;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      data-package={pkg.id}
      sx={{
        ...cardSx,
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        ...(pkg.popular && { border: 2, borderColor: 'secondary.main', boxShadow: '0 12px 32px rgba(14,83,80,0.12)' }),
      }}
    >
      {pkg.popular && (
        <Typography
          component="p"
          variant="caption"
          sx={{
            alignSelf: 'flex-start',
            mb: 1.5,
            px: 1.5,
            py: 0.25,
            borderRadius: 999,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontWeight: 700,
          }}
        >
          {text(PRICING_PAGE.popularBadge)}
        </Typography>
      )}
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', color: 'primary.dark', mb: 1 }}>
        {text(pkg.name)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
        {text(pkg.description)}
      </Typography>
      <Typography component="p" sx={{ mb: 2.5 }}>
        <Box component="span" sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.1, color: 'text.primary' }}>
          {formatUsd(pkg.priceCents)}
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {text(PRICING_PAGE.oneTime)}
        </Box>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, flexGrow: 1 }}>
        {pkg.features.map((feature) => (
          <Box component="li" key={feature.en} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
            <Check aria-hidden fontSize="small" sx={{ color: 'primary.main', mt: '0.2em', flex: 'none' }} />
            <Typography component="span" variant="body2">
              {text(feature)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button
        variant={pkg.popular ? 'contained' : 'outlined'}
        color={pkg.popular ? 'secondary' : 'primary'}
        fullWidth
        data-navigate={href}
        data-store-key={storeKey}
        data-store-value={storeValue}
      >
        {text(PRICING_PAGE.selectPlan)}
        <VisuallyHidden>: {text(pkg.name)}</VisuallyHidden>
      </Button>
    </Box>
  );
}
