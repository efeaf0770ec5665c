import { useSyncExternalStore } from 'react';

/**
 * Whether the chat is open, shared by the desktop button (Layout) and the mobile header toggle
 * (Header) without a context provider. The panel's code loads on first intent: `loadChatPanel()`.
 */
interface ChatState {
  open: boolean;
  /** Set once the panel's chunk was asked for (intent or opening): mount it from then on. */
  wanted: boolean;
}

let state: ChatState = { open: false, wanted: false };
const listeners = new Set<() => void>();
/** The control that opened the panel: focus goes back to it on close. */
let opener: HTMLElement | null = null;

function set(next: Partial<ChatState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const closed: ChatState = { open: false, wanted: false };

export function useChatState(): ChatState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => closed,
  );
}

/** The panel's chunk (MUI inputs, Apollo, the chat logic): fetched once, on intent. */
export const loadChatPanel = () => import('./components/ChatPanel');

/** The visitor showed intent (hover, focus, a tap starting): fetch the panel's code and mount it closed. */
export function prepareChat(): void {
  void loadChatPanel().catch(() => undefined);
  if (!state.wanted) set({ wanted: true });
}

export function openChat(from?: HTMLElement | null): void {
  opener = from ?? (document.activeElement as HTMLElement | null);
  void loadChatPanel().catch(() => undefined);
  set({ open: true, wanted: true });
}

export function closeChat(): void {
  set({ open: false });
  const target = opener;
  opener = null;
  // The desktop button reappears on close: focus it once it is rendered again. (offsetParent is null
  // for any position: fixed element, so visibility is judged by its boxes.)
  const shown = (element: HTMLElement | null | undefined) =>
    !!element?.isConnected && element.getClientRects().length > 0;
  requestAnimationFrame(() => {
    if (shown(target)) target!.focus();
    else [...document.querySelectorAll<HTMLElement>('[data-chat-opener]')].find(shown)?.focus();
  });
}

export function toggleChat(from?: HTMLElement | null): void {
  if (state.open) closeChat();
  else openChat(from);
}

/** Tests start from a closed chat. */
export function resetChatState(): void {
  state = { open: false, wanted: false };
  opener = null;
  listeners.forEach((listener) => listener());
}

/** After following a link on a phone the page should show: the panel covers it there. */
export function closeChatOnSmallScreens(): void {
  if (window.matchMedia?.('(max-width: 899.95px)').matches) closeChat();
}
