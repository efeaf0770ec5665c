import { useEffect } from 'react';
import LoginIcon from '@mui/icons-material/Login';
import { Box, Button, Container, Paper, Typography } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { FORGET_ATTRIBUTE } from '../../../app/behaviours';
import { useLocalize, useT } from '../../../app/language';
import { AuthProviderDocument } from '../../../gql/graphql';
import { AuthLoading } from '../components/AuthLoading';
import { useAuthUser, useSignedInMarker } from '../hooks/useAuthUser';
import { LOGIN_URL, RETURN_TO_KEY } from '../returnTo';

/** The label when the server cannot say (the default of OIDC_PROVIDER_NAME). */
const DEFAULT_PROVIDER = 'Replit';

/**
 * SPEC §2 "Sign-in page": one button to /api/login; 'Loading...' while checking; signed in → /dashboard.
 *
 * A content page (app/pages.ts): the server answers it, so it needs no JavaScript. The server checks the
 * session before it sends the page (a signed-in visitor is redirected to the dashboard there: the auth
 * feature's site route) and renders the provider's name into the button. In the browser (a route change
 * inside the app, or the app loaded later on this page) a visitor with the signed-in marker is checked
 * with `me`, showing 'Loading...' meanwhile, and sent on to the dashboard when signed in.
 */
export default function SignInPage() {
  const { t } = useT();
  const localize = useLocalize();
  const navigate = useNavigate();
  const auth = useAuthUser();
  // Undefined on the server and while hydrating: the server has checked the session already.
  const marker = useSignedInMarker();
  // The issuer's label (OIDC_PROVIDER_NAME) comes from the server: it is runtime configuration. A
  // refusal or no answer: the default label. Not known yet (asked in the browser, or a page rendered
  // without answers): the button reads "Sign in" until it is, the same button in the same place.
  const providerQuery = useQuery(AuthProviderDocument);
  const provider = providerQuery.loading ? undefined : providerQuery.data?.authProvider.name || DEFAULT_PROVIDER;
  const checking = marker === true && auth.status === 'loading';

  useEffect(() => {
    if (auth.status === 'authenticated') void navigate(localize('/dashboard'), { replace: true });
  }, [auth.status, localize, navigate]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ mb: 2, color: 'primary.dark', fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {t('pages.signin.title')}
        </Typography>
        {/* While a session is checked, 'Loading...' stands in the button's place at its height: no shift. */}
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3 }}>
          <Typography color="text.secondary">{t('auth.intro')}</Typography>
          <Box sx={{ width: '100%' }}>
            {checking || auth.status === 'authenticated' ? (
              <AuthLoading inline />
            ) : (
              <Button
                href={LOGIN_URL}
                // A deliberate sign-in goes to the dashboard, not to a page left behind earlier (the
                // click is handled by app/behaviours.ts, which runs on content pages too).
                {...{ [FORGET_ATTRIBUTE]: RETURN_TO_KEY }}
                variant="contained"
                size="large"
                startIcon={<LoginIcon />}
                sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
              >
                {provider ? t('auth.signInWith', { provider }) : t('pages.signin.title')}
              </Button>
            )}
          </Box>
        </Box>
      </Paper>
    </Container>
  );
}
