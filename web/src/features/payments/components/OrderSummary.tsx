import { useId } from 'react';
import { Box, Card, CardContent, Divider, Typography } from '@mui/material';
import { findPackage, formatUsd } from '@site/common';
import { useT } from '../../../app/language';
import { useStoredSettings } from '../../settings';
import type { SelectedPlan } from '../selection';

/**
 * SPEC §2's order summary: plan, one-time payment, total: the package as the site settings have it
 * (what the server charges; the site as it shipped until they are known).
 * `prerendered`: one of the copies the page is prerendered with before the stored plan is known (no
 * test ids, which belong to the summary of the plan itself).
 */
export function OrderSummary({ plan, prerendered = false }: { plan: SelectedPlan; prerendered?: boolean }) {
  const { t, language } = useT();
  const titleId = useId();
  const testId = (id: string) => (prerendered ? undefined : id);
  const stored = useStoredSettings()?.packages.find((each) => each.id === plan.packageId);
  const pkg = findPackage(plan.packageId);
  // Never the price kept in the browser (anyone can change it): the server's, else the shipped table's.
  const name = stored?.name[language] ?? pkg?.name[language] ?? plan.planName;
  const cents = stored ? stored.price * 100 : pkg ? pkg.priceCents : Math.round(plan.price * 100);
  const total = formatUsd(cents);
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('checkout.summaryTitle')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1.5 }}>
          <Typography component="dt" color="text.secondary">
            {t('checkout.plan')}
          </Typography>
          <Typography
            component="dd"
            data-testid={testId('checkout-plan')}
            sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}
          >
            {name}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('checkout.oneTimePayment')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
            {total}
          </Typography>
        </Box>
        <Divider sx={{ my: 2 }} />
        <Box component="dl" sx={{ m: 0, display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {t('checkout.total')}
          </Typography>
          <Typography
            component="dd"
            data-testid={testId('checkout-total')}
            sx={{ m: 0, fontWeight: 700, fontSize: '1.5rem' }}
          >
            {total}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('checkout.totalNote')}
        </Typography>
      </CardContent>
    </Card>
  );
}
