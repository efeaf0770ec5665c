import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Language } from '@site/common';

type Messages = Record<string, unknown>;

// What the site's scripts put on window (web/src/app/site-app.ts).
declare global {
  interface Window {
    siteApp?: unknown;
    siteLoadApp?: () => void;
  }
}
const localesDir = path.resolve(import.meta.dirname, '..', '..', 'web', 'src', 'locales');
const read = (file: string): Messages => JSON.parse(readFileSync(path.join(localesDir, file), 'utf8'));
/** Both parts of a language's messages: what any page shows and the staff workspace's (web/src/app/i18n.ts). */
const messages: Record<Language, Messages> = {
  en: { ...read('en.json'), ...read('staff/en.json') },
  km: { ...read('km.json'), ...read('staff/km.json') },
};

/** A UI string as the visitor sees it, read from the same locale files the app ships. */
export function text(language: Language, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages[language]);
  if (typeof value !== 'string') throw new Error(`no ${language} text for ${key}`);
  return value;
}

/**
 * The tag of `npm test`'s quick set (playwright.config.ts) for the one case of a repeated test that stands
 * for the others there: `test(title, { tag: quickIf(language === 'km') }, …)`.
 */
export function quickIf(condition: boolean): string[] {
  return condition ? ['@quick'] : [];
}

/** True on the mobile project (the header collapses into the side menu below the md breakpoint). */
export function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 900;
}

/**
 * Waits until the page works. A content page (it loads the enhance script) works once its behaviours
 * run on the prerendered HTML: it loads React only when a visitor needs it (web/src/enhance.ts). Any
 * other page, or a content page that loaded the app, works once React has hydrated its header, main
 * content and footer, where the page has one (React marks every element it hydrated with a `__reactFiber$…`
 * property).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.documentElement.hasAttribute('data-behaviours')) return false;
    const contentPage = document.querySelector('script[src*="/assets/enhance-"]') !== null;
    if (contentPage && window.siteApp === undefined) return true;
    const hydrated = (element: Element | null) =>
      element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    // The staff workspace has no footer.
    const footer = document.querySelector('footer');
    return (
      hydrated(document.querySelector('header')) &&
      hydrated(document.querySelector('main > *')) &&
      (footer === null || hydrated(footer))
    );
  });
}

/** Switches language the way a visitor does: the header toggle, short (KM/EN) on a phone. */
export async function switchLanguage(page: Page, from: Language): Promise<void> {
  await waitForApp(page);
  if (isNarrow(page)) {
    await page
      .getByRole('banner')
      .getByRole('link', { name: text(from, 'language.switchToShortLabel') })
      .click();
  } else {
    await page
      .getByRole('banner')
      .getByRole('link', { name: text(from, 'language.switchTo'), exact: true })
      .click();
  }
}

/**
 * Lets the test see React commit its hydration of the page: the page gets the hook React offers its
 * developer tools, and notes the first commit of a root that is no longer dehydrated. What hydration
 * reports (a mismatch between the prerendered HTML and React's render) is reported at that commit. Call
 * before the page loads; then `waitForHydrationCommit`.
 */
export async function watchHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type FiberRoot = { current: { memoizedState?: { isDehydrated?: boolean } | null } };
    const noted = window as unknown as { hydrationCommitted?: boolean };
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        onCommitFiberRoot: (_renderer: number, root: FiberRoot) => {
          if (root.current.memoizedState?.isDehydrated === false) noted.hydrationCommitted = true;
        },
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        setStrictMode: () => {},
      },
    });
  });
}

/** Waits until React has committed its hydration of the page (after `watchHydration`). */
export async function waitForHydrationCommit(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { hydrationCommitted?: boolean }).hydrationCommitted === true);
}

/**
 * Records the page's data requests (fetch, XHR, WebSockets) to its own origin: issue 31 asks that the
 * app reads and writes only through GraphQL (`/graphql`, over HTTP or its WebSocket). Documents,
 * scripts, styles, images and fonts are not data; neither are navigations (sign-in, downloads).
 * Requests to other origins (a payment provider's script) are not the app's API either.
 * Call the returned function at the end: the paths of every data request that did not go to /graphql.
 */
export function watchDataRequests(page: Page): () => string[] {
  const paths: string[] = [];
  const origin = () => new URL(page.url()).origin;
  page.on('request', (request) => {
    if (!['fetch', 'xhr', 'eventsource'].includes(request.resourceType())) return;
    const url = new URL(request.url());
    if (url.origin === origin()) paths.push(`${request.method()} ${url.pathname}`);
  });
  page.on('websocket', (socket) => {
    const url = new URL(socket.url());
    if (url.host === new URL(origin()).host) paths.push(`WS ${url.pathname}`);
  });
  return () => paths.filter((entry) => !/^(GET|POST|WS) \/graphql$/.test(entry));
}
