import { Box, Container, Typography } from '@mui/material';
import { PACKAGES, PRICING_PAGE } from '@site/common';
import type { PageProps } from '../../../app/pages';
import { useLocalize, useT } from '../../../app/language';
import { cardGridSx } from '../../../shared/components/FeatureCardList';
import { LinkButton } from '../../../shared/components/LinkButton';
import { PageHero } from '../../../shared/components/PageHero';
import { StaticHtml } from '../../../shared/components/StaticHtml';
import { useLocalized } from '../../../shared/useLocalized';
import { SELECTED_PLAN_KEY, type SelectedPlan } from '../../payments';
import { useSiteSettings, withSettings } from '../../settings';
import { PackageCard } from '../components/PackageCard';

/** /pricing (SPEC §2): three package cards and the custom-solution card. Select Plan leads to /checkout. */
export default function PricingPage({ routeId }: PageProps) {
  const { t } = useT();
  const text = useLocalized();
  const localize = useLocalize();
  const { customSolution } = PRICING_PAGE;
  // Names, prices and features as admins saved them (Settings): what checkout charges.
  const settings = useSiteSettings();
  const packages = PACKAGES.map((pkg) => withSettings(pkg, settings));

  // SPEC §4 "Plan selection": store the selection, then go to checkout (in the page's language), as a
  // new document: only the checkout page's own Content-Security-Policy lets Stripe.js load. The button
  // does it through app/behaviours.ts, so it works before React (this page loads none until needed).
  const selection = (pkg: (typeof PACKAGES)[number]): SelectedPlan => ({
    packageId: pkg.id,
    planName: text(pkg.name),
    price: pkg.priceUsd,
  });

  return (
    <>
      <StaticHtml id="pricing-hero">
        <PageHero title={t(`pages.${routeId}.title`)} lead={text(PRICING_PAGE.title)} text={text(PRICING_PAGE.intro)} />
      </StaticHtml>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box component="ul" aria-label={t('pricing.packagesLabel')} sx={cardGridSx(3)}>
          {packages.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              href={localize('/checkout')}
              storeKey={SELECTED_PLAN_KEY}
              storeValue={JSON.stringify(selection(pkg))}
            />
          ))}
        </Box>
        <StaticHtml id="custom-solution">
          <Box
            component="section"
            aria-labelledby="custom-solution"
            sx={{
              mt: { xs: 4, md: 6 },
              p: { xs: 3, md: 5 },
              borderRadius: 6,
              bgcolor: 'primary.dark',
              color: 'primary.contrastText',
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              alignItems: { md: 'center' },
              gap: 3,
            }}
          >
            <Box sx={{ flexGrow: 1 }}>
              <Typography id="custom-solution" variant="h2" sx={{ mb: 1 }}>
                {text(customSolution.title)}
              </Typography>
              <Typography variant="body1" sx={{ opacity: 0.92, maxWidth: '65ch' }}>
                {text(customSolution.text)}
              </Typography>
            </Box>
            <LinkButton link={customSolution.button} color="secondary" sx={{ flex: 'none' }} />
          </Box>
        </StaticHtml>
      </Container>
    </>
  );
}
