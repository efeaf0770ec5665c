import { Suspense } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { AppRoutes } from './AppRoutes';
import { SearchParamsScope } from './searchParams';

interface AppProps {
  i18n: I18n;
  emotionCache: EmotionCache;
  /** The page's one Apollo Client (app/apollo.ts): every query, mutation and subscription of the app. */
  apolloClient: ApolloClient;
}

/** The whole app below the router (BrowserRouter in the browser, StaticRouter when prerendering). */
export function App({ i18n, emotionCache, apolloClient }: AppProps) {
  return (
    <CacheProvider value={emotionCache}>
      <I18nextProvider i18n={i18n}>
        <ApolloProvider client={apolloClient}>
          <SearchParamsScope>
            <Suspense fallback={null}>
              <AppRoutes />
            </Suspense>
          </SearchParamsScope>
        </ApolloProvider>
      </I18nextProvider>
    </CacheProvider>
  );
}
