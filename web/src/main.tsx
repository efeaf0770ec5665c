import { StrictMode } from 'react';
import createCache from '@emotion/cache';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { findPageRoute, parseLocalizedPath } from '@site/common';
import { App } from './app/App';
import { installBehaviours } from './app/behaviours';
import { createI18n, ensureLocale } from './app/i18n';
import { pageFor } from './app/pages';
import './app/site-app';
import { openChat } from './features/chat/chatStore';

async function start() {
  installBehaviours();
  const { language, path } = parseLocalizedPath(window.location.pathname);
  const i18n = createI18n(language, {});
  // Load this page's messages and chunk before hydrating, so the first client render matches the HTML.
  await Promise.all([ensureLocale(i18n, language), pageFor(findPageRoute(path)?.id).load()]);

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App i18n={i18n} emotionCache={createCache({ key: 'css' })} />
      </BrowserRouter>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // Prerendered pages hydrate; the dev server serves an empty root and renders from scratch.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // A content page's enhance entry (enhance.ts) waits for this to open the chat it was asked for.
  window.siteApp = { openChat };
  window.dispatchEvent(new Event('site:app-ready'));
}

start().catch((error: unknown) => {
  window.dispatchEvent(new Event('site:app-failed'));
  throw error;
});
