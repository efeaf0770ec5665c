import { Suspense, use, useEffect, useMemo, useRef } from 'react';
import { Box, CssBaseline, GlobalStyles, Typography } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { findPageRoute, parseLocalizedPath } from '@site/common';
import { DeferredHydration } from '../app/DeferredHydration';
import { fontFaceCss } from '../app/fonts';
import { ChatLauncher } from '../features/chat';
import { ensureLocale } from '../app/i18n';
import { useLanguage, useT } from '../app/language';
import { APP_LOAD_ERROR_ID } from '../app/site-app';
import { createAppTheme } from '../app/theme';
import { useDocumentMeta } from '../app/useDocumentMeta';
import { Footer, SITE_FOOTER_ATTRIBUTE } from './Footer';
import { FooterFormsSlot } from './FooterFormsSlot';
import { Header } from './Header';
import { StaffHeader } from './StaffHeader';
import { Toaster } from './Toaster';

function SkipLink() {
  const { t } = useT();
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        // Out of sight above the page (whatever its height in either language) until it is focused:
        // a fixed offset left its lower edge showing over dialogs' backdrops.
        transform: 'translateY(calc(-100% - 16px))',
        zIndex: 2000,
        p: 1.5,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        '&:focus': { transform: 'none' },
      }}
    >
      {t('header.skipToContent')}
    </Box>
  );
}

/**
 * Shown by the boot script or the enhance entry (content pages) when the app's scripts could not be
 * loaded: the chat or a form then cannot work, and the visitor should know why.
 */
function AppLoadError() {
  const { t } = useT();
  return (
    <Box
      id={APP_LOAD_ERROR_ID}
      role="alert"
      hidden
      sx={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: 'snackbar',
        p: 2,
        borderRadius: 2,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        '&[hidden]': { display: 'none' },
      }}
    >
      {t('common.appLoadError')}
    </Box>
  );
}

/** A chat button shows it is loading the chat on a content page (aria-busy, set by enhance.ts), a held form its submit. */
const globalStyles = {
  '[data-chat-opener][aria-busy="true"]': { cursor: 'progress' },
  '[data-chat-opener][aria-busy="true"] svg': {
    animation: 'chat-loading 900ms ease-in-out infinite alternate',
  },
  '@keyframes chat-loading': { from: { opacity: 1 }, to: { opacity: 0.25 } },
  'form[aria-busy="true"] button[type="submit"]': { cursor: 'progress', opacity: 0.7 },
} as const;

function PageLoading() {
  const { t } = useT();
  return (
    <Typography role="status" sx={{ p: 6, textAlign: 'center', color: 'text.secondary' }}>
      {t('common.loading')}
    </Typography>
  );
}

/** Scrolls to the top when the page (not the hash) changes; the first render keeps the browser's position. */
function useScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** Signed-in pages (SPEC access 'login': the dashboard and everything under it, the editor) are the staff workspace. */
function useStaffWorkspace(): boolean {
  const { pathname } = useLocation();
  return findPageRoute(parseLocalizedPath(pathname).path)?.access === 'login';
}

/**
 * The frame of every page in both languages: theme, header, the page, footer. The staff workspace has a
 * frame of its own: its header and navigation, no public footer, footer forms or chat.
 */
export function Layout() {
  const language = useLanguage();
  const { i18n } = useTranslation();
  // Back/forward into the other language: suspend (the transition keeps the old screen) until its
  // messages are loaded. The toggle prefetches them, so this rarely waits.
  // The staff workspace's pages also need its part of the messages (app/i18n.ts).
  const staff = useStaffWorkspace();
  const loading = ensureLocale(i18n, language, staff);
  if (loading) use(loading);
  const theme = useMemo(() => createAppTheme(language), [language]);
  useDocumentMeta();
  useScrollToTop();
  // The footer's boundary as one element for the life of the layout: the footer hydrates only once it
  // is wanted (DeferredHydration), and a boundary given new props is an update, which makes React
  // hydrate it at once.
  const footer = useMemo(
    () => (
      <Suspense fallback={null}>
        <DeferredHydration selector={`[${SITE_FOOTER_ATTRIBUTE}]`}>
          <Footer forms={<FooterFormsSlot />} />
        </DeferredHydration>
      </Suspense>
    ),
    [],
  );

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={fontFaceCss} />
      <GlobalStyles styles={globalStyles} />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SkipLink />
        {/* Suspense boundaries let React hydrate the header, the page and the footer in separate
            short tasks (the header first), not in one long task on a slow phone. */}
        <Suspense fallback={null}>{staff ? <StaffHeader /> : <Header />}</Suspense>
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
        {!staff && footer}
      </Box>
      {!staff && <ChatLauncher />}
      <Toaster />
      <AppLoadError />
    </ThemeProvider>
  );
}
