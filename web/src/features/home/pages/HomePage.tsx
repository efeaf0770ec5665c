import { Box, Container, Typography } from '@mui/material';
import type { PageProps } from '../../../app/pages';
import { useT } from '../../../app/language';

// The hero, services overview, testimonials and QR code arrive with the home page issue.
export default function HomePage({ routeId }: PageProps) {
  const { t } = useT();
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Container maxWidth="md" sx={{ py: { xs: 7, md: 12 } }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t(`pages.${routeId}.title`)}
        </Typography>
        <Typography variant="subtitle1" sx={{ mb: 2, opacity: 0.92 }}>
          {t(`pages.${routeId}.description`)}
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.8 }}>
          {t('placeholder.inProgress')}
        </Typography>
      </Container>
    </Box>
  );
}
