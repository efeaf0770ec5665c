/**
 * A new version of the site was deployed while this page was open: the page's code asks for files of
 * its own build (a page's chunk, the app's entry) that the new one no longer has (404). The page is
 * then loaded again, once per missing file, instead of showing a blank page or "check your internet".
 * A failure of the network itself (offline, a timeout) is left to the page's own messages. The boot
 * script (boot.ts) does the same for the app's entry, in its own ES5.
 */

/** Where the reload is remembered (per tab): a file still missing after it is not reloaded for again. */
export const RELOADED_FOR_KEY = 'site-reloaded-for';

const ASSET_URL = /(?:https?:\/\/[^\s'"()]+)?\/assets\/[^\s'"()]+\.(?:js|css)/;

/** The site's file an error names ("Failed to fetch dynamically imported module: https://…/assets/x.js"). */
export function missingAsset(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return ASSET_URL.exec(message)?.[0];
}

/** True when it reloads the page: the file the error names is gone from the server (a newer build is there). */
export async function reloadIfNewBuild(
  error: unknown,
  reload: () => void = () => window.location.reload(),
): Promise<boolean> {
  const asset = missingAsset(error);
  if (!asset || navigator.onLine === false) return false;
  try {
    if (sessionStorage.getItem(RELOADED_FOR_KEY) === asset) return false;
    const answer = await fetch(asset, { method: 'HEAD', cache: 'no-store' });
    if (answer.status !== 404) return false;
    sessionStorage.setItem(RELOADED_FOR_KEY, asset);
  } catch {
    return false; // the network, or storage refused: the page's own error stands
  }
  reload();
  return true;
}

/** Watches for such failures wherever they surface: Vite's preload error, an uncaught error or rejection. */
export function watchForNewBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    void reloadIfNewBuild((event as Event & { payload?: unknown }).payload);
  });
  window.addEventListener('error', (event) => void reloadIfNewBuild(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => void reloadIfNewBuild(event.reason));
}
