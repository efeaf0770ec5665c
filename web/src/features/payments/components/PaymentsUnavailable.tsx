import EmailIcon from '@mui/icons-material/EmailOutlined';
import EventIcon from '@mui/icons-material/EventAvailableOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { findPackage } from '@site/common';
import { useSiteSettings, withSettings } from '../../settings';
import { useLocalize, useT } from '../../../app/language';
import type { SelectedPlan } from '../selection';

/**
 * Online payment cannot be offered (not configured, or the server cannot take payments right now):
 * say so, in the visitor's language, and offer the other ways to buy the package.
 */
export function PaymentsUnavailable({ plan, message }: { plan: SelectedPlan; message: string }) {
  const { t, language } = useT();
  const localize = useLocalize();
  const contact = useSiteSettings();
  // The package's name as admins saved it (Settings), not as the site shipped it.
  const pkg = findPackage(plan.packageId);
  const name = pkg ? withSettings(pkg, contact).name[language] : plan.planName;
  return (
    <Alert severity="info" variant="outlined" sx={{ alignItems: 'flex-start' }} data-testid="payments-unavailable">
      <AlertTitle component="h3" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
        {t('checkout.unavailable.title')}
      </AlertTitle>
      <Typography sx={{ mb: 1.5 }}>{message}</Typography>
      <Typography sx={{ mb: 2.5 }}>{t('checkout.unavailable.contact', { plan: name })}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={localize('/booking')} variant="contained" startIcon={<EventIcon />}>
          {t('checkout.unavailable.book')}
        </Button>
        <Button component="a" href={`mailto:${contact.email}`} variant="outlined" startIcon={<EmailIcon />}>
          {t('checkout.unavailable.email')}
        </Button>
        <Button component="a" href={contact.phoneHref} variant="outlined" startIcon={<PhoneIcon />}>
          {t('checkout.unavailable.call')}
        </Button>
      </Stack>
      <Box component="p" sx={{ mt: 2, mb: 0, color: 'text.secondary' }}>
        <span>{contact.email}</span> · <span>{contact.phone}</span>
      </Box>
    </Alert>
  );
}
