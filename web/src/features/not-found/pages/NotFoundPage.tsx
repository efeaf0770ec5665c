import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useLocalize, useT } from '../../../app/language';

/** Where a lost visitor most likely wanted to go: the first is the main action. */
const ONWARD = [
  { path: '/', labelKey: 'pages.notFound.homeLink' },
  { path: '/services', labelKey: 'pages.notFound.servicesLink' },
  { path: '/booking', labelKey: 'pages.notFound.bookingLink' },
] as const;

/**
 * Any unknown path; the server answers it with HTTP 404 and this page's prerendered HTML. The spec's
 * heading stays; below it, help in the visitor's language and links onward (DESIGN "Decisions").
 */
export default function NotFoundPage() {
  const { t } = useT();
  const localize = useLocalize();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h1" sx={{ mb: 2, color: 'primary.dark' }}>
        {t('pages.notFound.title')}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4, maxWidth: '40rem' }}>
        {t('pages.notFound.hint')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}
      >
        {ONWARD.map(({ path, labelKey }, index) => (
          <li key={path}>
            <Button
              component={RouterLink}
              to={localize(path)}
              variant={index === 0 ? 'contained' : 'outlined'}
              fullWidth
            >
              {t(labelKey)}
            </Button>
          </li>
        ))}
      </Box>
    </Container>
  );
}
