import { useEffect } from 'react';
import LoginIcon from '@mui/icons-material/Login';
import { Box, Button, Container, Paper, Typography } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useLocalize, useT } from '../../../app/language';
import { AuthProviderDocument } from '../../../gql/graphql';
import { AuthLoading } from '../components/AuthLoading';
import { useAuthUser } from '../hooks/useAuthUser';
import { LOGIN_URL, clearReturnTo } from '../returnTo';

/** The label when the server cannot say (the default of OIDC_PROVIDER_NAME). */
const DEFAULT_PROVIDER = 'Replit';

/** SPEC §2 "Sign-in page": one button to /api/login; 'Loading...' while checking; signed in → /dashboard. */
export default function SignInPage() {
  const { t } = useT();
  const localize = useLocalize();
  const navigate = useNavigate();
  const auth = useAuthUser();
  // The issuer's label (OIDC_PROVIDER_NAME) comes from the server: it is runtime configuration.
  // A refusal or no answer: the default label (the button still works).
  const providerQuery = useQuery(AuthProviderDocument);
  const provider = providerQuery.loading ? undefined : providerQuery.data?.authProvider.name || DEFAULT_PROVIDER;

  useEffect(() => {
    if (auth.status === 'authenticated') void navigate(localize('/dashboard'), { replace: true });
  }, [auth.status, localize, navigate]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ mb: 2, color: 'primary.dark', fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {t('pages.signin.title')}
        </Typography>
        {/* The introduction does not depend on the check, so it is in the prerendered page; only the button's
            place waits (SPEC: 'Loading...' while checking), at the button's height: no shift, no late LCP. */}
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3 }}>
          <Typography color="text.secondary">{t('auth.intro')}</Typography>
          <Box sx={{ width: '100%' }}>
            {auth.status === 'anonymous' && provider ? (
              <Button
                href={LOGIN_URL}
                // A deliberate sign-in goes to the dashboard, not to a page left behind earlier.
                onClick={clearReturnTo}
                variant="contained"
                size="large"
                startIcon={<LoginIcon />}
                sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
              >
                {t('auth.signInWith', { provider })}
              </Button>
            ) : (
              <AuthLoading inline />
            )}
          </Box>
        </Box>
      </Paper>
    </Container>
  );
}
