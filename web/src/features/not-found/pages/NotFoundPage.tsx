import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useLocalize, useT } from '../../../app/language';

/** Any unknown path; the server answers it with HTTP 404 and this page's prerendered HTML. */
export default function NotFoundPage() {
  const { t } = useT();
  const localize = useLocalize();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h1" sx={{ mb: 2, color: 'primary.dark' }}>
        {t('pages.notFound.title')}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4 }}>
        {t('pages.notFound.hint')}
      </Typography>
      <Button component={RouterLink} to={localize('/')} variant="contained">
        {t('pages.notFound.backHome')}
      </Button>
    </Container>
  );
}
