import { LANGUAGE_STORAGE_KEY } from '@site/common';
import { loadDocument } from './document-navigation';

/**
 * The behaviour of the header's menus, the mobile side menu, the FAQ's questions and the language
 * toggle, in plain DOM code on the markup React renders. One implementation serves every page: the
 * content pages (which load no React until a visitor needs it, see enhance.ts) and the app pages
 * (main.tsx installs it too). React renders these parts without state, so nothing changes when it
 * hydrates a page whose menus a visitor already used.
 *
 * The markup it acts on:
 * - `button[data-disclosure][aria-controls]`: toggles aria-expanded and its panel's `hidden`. With
 *   `data-group`, opening one closes the open one of the same group (the FAQ). With `data-dismiss`,
 *   a click outside, Escape (focus back to the button), following a link in the panel or focus leaving
 *   it closes the panel (the services menu).
 * - `button[data-dialog-open=<id>]` opens the `<dialog id>` as a modal (focus kept inside, Escape and a
 *   tap on the backdrop close it); `[data-dialog-close]` and links inside it close it.
 * - `a[data-language-switch=<language>]` remembers the choice for later visits to unprefixed pages.
 * - `button[data-navigate=<url>]` loads that page as a new document, after storing `data-store-value`
 *   under `data-store-key` in session storage when it has them (Select Plan -> /checkout).
 * - `a[data-forget=<key>]` removes that key from session storage as it is followed (the sign-in
 *   button forgets a page left behind earlier: a deliberate sign-in goes to the dashboard).
 * - A link to `#<id>` of an element holding a disclosure (a FAQ question) opens it.
 */

/** Set on <html> once the behaviours run (e2e and the enhance entry read it). */
export const BEHAVIOURS_ATTRIBUTE = 'data-behaviours';

const DISCLOSURE = 'button[data-disclosure]';

/** A link that removes the session-storage key it names when followed. */
export const FORGET_ATTRIBUTE = 'data-forget';

function panelOf(button: Element): HTMLElement | null {
  const id = button.getAttribute('aria-controls');
  return id ? document.getElementById(id) : null;
}

function isOpen(button: Element): boolean {
  return button.getAttribute('aria-expanded') === 'true';
}

export function setDisclosure(button: Element, open: boolean): void {
  const panel = panelOf(button);
  if (!panel) return;
  if (open) {
    const group = button.getAttribute('data-group');
    if (group) {
      for (const other of document.querySelectorAll(`${DISCLOSURE}[data-group="${group}"]`))
        if (other !== button && isOpen(other)) setDisclosure(other, false);
    }
  }
  button.setAttribute('aria-expanded', open ? 'true' : 'false');
  panel.hidden = !open;
}

/** Open dismissible panels (the services menu), with their buttons. */
function openDismissible(): Element[] {
  return [...document.querySelectorAll(`${DISCLOSURE}[data-dismiss][aria-expanded="true"]`)];
}

function openDialog(dialog: HTMLDialogElement, opener: Element): void {
  if (dialog.open) return;
  // Closed, the dialog is also `hidden` (so tools without dialog support see it closed too).
  dialog.hidden = false;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', ''); // jsdom
  opener.setAttribute('aria-expanded', 'true');
}

function closeDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function' && dialog.open) dialog.close();
  else {
    dialog.removeAttribute('open'); // jsdom: no 'close' event either
    onDialogClose({ target: dialog } as unknown as Event);
  }
}

/** The disclosure inside the element `#<hash>` (a FAQ question linked as /faq#<id>), opened. */
export function openFromHash(): void {
  let id = '';
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return;
  }
  if (!id) return;
  const button = document.getElementById(id)?.querySelector(DISCLOSURE);
  if (button && !isOpen(button)) setDisclosure(button, true);
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;

  for (const button of openDismissible()) {
    const panel = panelOf(button);
    const inside = button.contains(target) || panel?.contains(target);
    // A link in the menu closes it (the page changes, or React Router renders the next page).
    if (!inside || (panel?.contains(target) && target.closest('a'))) setDisclosure(button, false);
  }

  const disclosure = target.closest(DISCLOSURE);
  if (disclosure) {
    setDisclosure(disclosure, !isOpen(disclosure));
    return;
  }

  const opener = target.closest('[data-dialog-open]');
  if (opener) {
    const dialog = document.getElementById(opener.getAttribute('data-dialog-open') ?? '');
    if (dialog instanceof HTMLDialogElement) openDialog(dialog, opener);
    return;
  }

  const dialog = target.closest('dialog');
  if (dialog instanceof HTMLDialogElement && dialog.open) {
    // A tap on the backdrop lands on the <dialog> itself, outside its content box.
    const rect = dialog.getBoundingClientRect();
    const outside =
      target === dialog &&
      event.clientX !== 0 &&
      (event.clientX < rect.left ||
        event.clientX > rect.right ||
        event.clientY < rect.top ||
        event.clientY > rect.bottom);
    if (outside || target.closest('[data-dialog-close]') || target.closest('a')) closeDialog(dialog);
  }

  const navigate = target.closest('button[data-navigate]');
  if (navigate) {
    const key = navigate.getAttribute('data-store-key');
    try {
      if (key) sessionStorage.setItem(key, navigate.getAttribute('data-store-value') ?? '');
    } catch {
      // Storage unavailable (private mode, quota): the next page asks again (checkout: back to /pricing).
    }
    loadDocument(navigate.getAttribute('data-navigate')!);
    return;
  }

  const forget = target.closest(`a[${FORGET_ATTRIBUTE}]`);
  if (forget) {
    try {
      sessionStorage.removeItem(forget.getAttribute(FORGET_ATTRIBUTE)!);
    } catch {
      // Storage unavailable: nothing was kept there either.
    }
  }

  const languageLink = target.closest('a[data-language-switch]');
  if (languageLink) {
    // The same place on the other language's page (/faq#website-cost → /km/faq#website-cost): the
    // prerendered link cannot know the address's fragment.
    if (languageLink instanceof HTMLAnchorElement && location.hash && !languageLink.hash)
      languageLink.hash = location.hash;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, languageLink.getAttribute('data-language-switch') ?? '');
    } catch {
      // Private mode or storage disabled: the choice then lasts for this page view only.
    }
  }
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  for (const button of openDismissible()) {
    setDisclosure(button, false);
    if (button instanceof HTMLElement) button.focus();
  }
}

function onFocusOut(event: FocusEvent): void {
  const next = event.relatedTarget instanceof Element ? event.relatedTarget : null;
  if (!next) return; // focus left the window, or went to nothing focusable: keep the menu as it is
  for (const button of openDismissible()) {
    if (!button.contains(next) && !panelOf(button)?.contains(next)) setDisclosure(button, false);
  }
}

/** A closed dialog gives its opener aria-expanded="false" back and focus returns to it. */
function onDialogClose(event: Event): void {
  const dialog = event.target;
  if (!(dialog instanceof HTMLDialogElement) || !dialog.id) return;
  dialog.hidden = true;
  for (const opener of document.querySelectorAll(`[data-dialog-open="${dialog.id}"]`))
    opener.setAttribute('aria-expanded', 'false');
}

/** Installs the behaviours once per document (idempotent: both entries may call it). */
export function installBehaviours(doc: Document = document): void {
  const root = doc.documentElement;
  if (root.hasAttribute(BEHAVIOURS_ATTRIBUTE)) return;
  root.setAttribute(BEHAVIOURS_ATTRIBUTE, '');
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('focusout', onFocusOut);
  // 'close' does not bubble: listen in the capture phase.
  doc.addEventListener('close', onDialogClose, true);
  window.addEventListener('hashchange', openFromHash);
  openFromHash();
}

/** For tests: remove the listeners again. */
export function uninstallBehaviours(doc: Document = document): void {
  doc.documentElement.removeAttribute(BEHAVIOURS_ATTRIBUTE);
  doc.removeEventListener('click', onClick);
  doc.removeEventListener('keydown', onKeyDown);
  doc.removeEventListener('focusout', onFocusOut);
  doc.removeEventListener('close', onDialogClose, true);
  window.removeEventListener('hashchange', openFromHash);
}
