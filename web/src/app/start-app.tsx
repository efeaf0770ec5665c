import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { findPageRoute, parseLocalizedPath } from '@site/common';
import { openChat } from '../features/chat';
import { App } from './App';
import { getApolloClient } from './apollo';
import { businessZoneOfDocument } from './businessZone';
import { createBrowserEmotionCache } from './emotion';
import { createI18n, ensureLocale } from './i18n';
import { pageFor } from './pages';
import { nextTask } from './next-task';
import './site-app';

/**
 * Runs the app on the page (the last stage of main.tsx): the page's messages and chunk, then
 * hydration of the prerendered HTML. Each step is a task of its own, so a slow phone never meets one
 * long task here.
 */
export async function startApp(): Promise<void> {
  const { language, path } = parseLocalizedPath(window.location.pathname);
  const i18n = createI18n(language, {});
  const route = findPageRoute(path);
  const page = pageFor(route?.id);
  // Load this page's messages (a staff page's also its own part) and chunk before hydrating, so the
  // first client render matches the HTML.
  await Promise.all([ensureLocale(i18n, language, route?.access === 'login'), page.load()]);
  await nextTask();
  // The first time-zone formatter loads the browser's Intl data (10-25 ms on a fast machine, a long task
  // on a phone). The boot script's worker (intl-warmup.ts) has usually loaded it by now, which makes this
  // well under a millisecond; where it has not (no Worker, a slow worker), it is a task of its own, and
  // only on pages that show office times (the footer's office line loads with its own chunk, once in view).
  if (page.officeZone) {
    businessZoneOfDocument();
    await nextTask();
  }

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App i18n={i18n} emotionCache={createBrowserEmotionCache()} apolloClient={getApolloClient()} />
      </BrowserRouter>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // In a transition React hydrates in slices of a few milliseconds and lets the browser in between (a
  // slow phone stays responsive while the page comes alive; a tap hydrates what it lands on first).
  // Prerendered pages hydrate; the dev server serves an empty root and renders from scratch.
  startTransition(() => {
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  // A content page's enhance entry (enhance.ts) waits for this to open the chat it was asked for.
  window.siteApp = { openChat };
  window.dispatchEvent(new Event('site:app-ready'));
}
