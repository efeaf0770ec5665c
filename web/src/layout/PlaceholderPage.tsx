import { Container, Typography } from '@mui/material';
import { useT } from '../app/language';

interface PlaceholderPageProps {
  routeId: string;
  /** Locale key of the honest one-line status shown under the title. */
  messageKey?: string;
}

/** A page whose feature is not built yet: its title and one honest line, nothing that pretends to work. */
export function PlaceholderPage({ routeId, messageKey = 'placeholder.inProgress' }: PlaceholderPageProps) {
  const { t } = useT();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h1" sx={{ mb: 2, color: 'primary.dark' }}>
        {t(`pages.${routeId}.title`)}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ maxWidth: '60ch' }}>
        {t(messageKey)}
      </Typography>
    </Container>
  );
}
