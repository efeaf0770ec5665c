/**
 * The only JavaScript a content page (home, services, FAQ, pricing, blog, work, free listing, sign-in,
 * 404) loads before a visitor needs more: the menus, the mobile menu, the FAQ and the language toggle work
 * through app/behaviours.ts on the prerendered HTML. What needs React loads on intent: focusing or
 * touching a form, or opening the chat, loads the app (window.siteLoadApp of the boot script), which
 * hydrates the page; the chat then opens. The chat button shows that it is loading meanwhile, and a
 * failed load says so. The footer's live office line needs no React either.
 */
import { installBehaviours } from './app/behaviours';
import { APP_LOAD_ERROR_ID, type SiteApp } from './app/site-app';
import { OFFICE_STATUS_ATTRIBUTE, whenOfficeStatusWanted } from './features/office-status/office-status';

installBehaviours();

// The footer's live office line (React's OfficeStatusSlot starts the same code where React runs).
const officeSlot = document.querySelector<HTMLElement>(`[${OFFICE_STATUS_ATTRIBUTE}]`);
if (officeSlot) whenOfficeStatusWanted(officeSlot);

let app: Promise<SiteApp> | undefined;

/** The app, hydrating this page: loaded once (again after a failure). */
function loadApp(): Promise<SiteApp> {
  app ??= new Promise<SiteApp>((resolve, reject) => {
    if (window.siteApp) return resolve(window.siteApp);
    const failed = () => {
      app = undefined;
      reject(new Error('The app did not load'));
    };
    window.addEventListener('site:app-ready', () => resolve(window.siteApp!), { once: true });
    window.addEventListener('site:app-failed', failed, { once: true });
    window.siteLoadApp?.();
  });
  return app;
}

function showLoadError(): void {
  const alert = document.getElementById(APP_LOAD_ERROR_ID);
  if (alert) alert.hidden = false;
}

const closestIn = (event: Event, selector: string) =>
  event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;

// A visitor about to use a form: load the app now, so it runs the form by the time they submit (the
// boot script holds a submit that comes sooner and replays it).
const warmForForms = (event: Event) => {
  if (!window.siteApp && closestIn(event, 'form')) void loadApp().catch(showLoadError);
};
document.addEventListener('focusin', warmForForms);
document.addEventListener('pointerdown', warmForForms);
window.addEventListener('site:app-failed', showLoadError);

// Hover or focus on a chat button: its code is likely wanted next.
const warmForChat = (event: Event) => {
  if (!window.siteApp && closestIn(event, '[data-chat-opener]')) void loadApp().catch(() => undefined);
};
document.addEventListener('pointerover', warmForChat);
document.addEventListener('focusin', warmForChat);

document.addEventListener('click', (event) => {
  if (window.siteApp) return; // React runs the page: its own handlers open the chat
  const opener = closestIn(event, '[data-chat-opener]');
  if (!opener || opener.getAttribute('aria-busy') === 'true') return;
  opener.setAttribute('aria-busy', 'true');
  loadApp()
    .then((site) => {
      site.openChat(opener);
      // Busy until React shows the panel open (or gives up after a while).
      const done = () => {
        observer.disconnect();
        opener.removeAttribute('aria-busy');
      };
      const observer = new MutationObserver(() => {
        if (opener.getAttribute('aria-expanded') === 'true' || !opener.isConnected) done();
      });
      observer.observe(opener, { attributes: true, attributeFilter: ['aria-expanded'] });
      setTimeout(done, 15_000);
    })
    .catch(() => {
      opener.removeAttribute('aria-busy');
      showLoadError();
    });
});
