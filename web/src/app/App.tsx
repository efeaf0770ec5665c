import { Suspense } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { AppRoutes } from './AppRoutes';

interface AppProps {
  i18n: I18n;
  emotionCache: EmotionCache;
}

/** The whole app below the router (BrowserRouter in the browser, StaticRouter when prerendering). */
export function App({ i18n, emotionCache }: AppProps) {
  return (
    <CacheProvider value={emotionCache}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </I18nextProvider>
    </CacheProvider>
  );
}
