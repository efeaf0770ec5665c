/**
 * What the app (main.tsx) offers the content pages' enhance entry once React runs the page, on
 * window.siteApp (announced by the 'site:app-ready' event), and the boot script's loader.
 */
export interface SiteApp {
  /** Opens the chat panel; focus returns to `from` when it closes. */
  openChat(from: HTMLElement | null): void;
}

declare global {
  interface Window {
    siteApp?: SiteApp;
    /** Set by the boot script (app/boot.ts): loads the app's scripts (once). */
    siteLoadApp?: () => void;
    /** Set by the boot script once it holds early form submits. */
    siteHoldsSubmits?: boolean;
  }
}

/** The id of the alert shown when the app's scripts could not be loaded (rendered by the layout). */
export const APP_LOAD_ERROR_ID = 'app-load-error';
