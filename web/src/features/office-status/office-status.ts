import { whenNearViewport, whenPageSettles } from '../../app/defer';
import { formatOpeningHours, type OpeningHours, type Translate } from './components/officeHours';

/**
 * The footer's office line, "Siem Reap 14:32 · Open now (Mon–Fri 9:00 AM–5:00 PM)", live from the
 * server's clock (the ServerTime subscription, server-time.ts). Plain DOM code, so content pages show
 * it without loading React (or Apollo): it fills the slot OfficeStatusSlot renders, which holds its
 * messages and the opening hours (static: common's BUSINESS_HOURS, prerendered into the slot). The
 * hours show as soon as the line starts, the clock beside them once the server sends it and while the
 * socket lives; nothing misleading: never a time the server has not just sent.
 */

export const OFFICE_STATUS_ATTRIBUTE = 'data-office-status';

/** What the slot carries for the page's language: the officeStatus messages, the city's name, the hours. */
export interface OfficeStatusMessages {
  city: string;
  messages: Record<string, unknown>;
  hours: OpeningHours;
}

function translator(messages: Record<string, unknown>): Translate {
  return (key, values = {}) => {
    const path = key.replace(/^officeStatus\./, '').split('.');
    const template = path.reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      messages,
    );
    return String(template ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

function render(slot: HTMLElement, text: string, open?: boolean): void {
  const line = document.createElement('p');
  line.className = 'office-status';
  if (open !== undefined) {
    const dot = document.createElement('span');
    dot.className = open ? 'office-status-dot open' : 'office-status-dot';
    dot.setAttribute('aria-hidden', 'true');
    line.append(dot);
  }
  const words = document.createElement('span');
  words.textContent = text;
  line.append(words);
  slot.replaceChildren(line);
}

/** Starts the line in `slot` (idempotent); returns a function that stops the clock. */
export function startOfficeStatus(slot: HTMLElement): () => void {
  if (slot.hasAttribute('data-started')) return () => {};
  slot.setAttribute('data-started', '');
  let stopped = false;
  let stopClock = () => {};
  const stop = () => {
    stopped = true;
    stopClock();
  };

  let data: OfficeStatusMessages;
  try {
    data = JSON.parse(slot.getAttribute(OFFICE_STATUS_ATTRIBUTE) ?? '') as OfficeStatusMessages;
  } catch {
    return stop;
  }
  const t = translator(data.messages);
  const hours = formatOpeningHours(data.hours, t);
  const hoursOnly = () => {
    if (!stopped) render(slot, t('officeStatus.hoursOnly', { hours }));
  };
  hoursOnly();

  import('./server-time')
    .then(({ watchServerTime }) => {
      if (stopped) return;
      stopClock = watchServerTime((now) => {
        if (stopped) return;
        const state = t(now.isBusinessOpen ? 'officeStatus.open' : 'officeStatus.closed');
        const line = t('officeStatus.line', { city: data.city, time: now.businessLocalTime, state, hours });
        render(slot, line, now.isBusinessOpen);
      }, hoursOnly);
    })
    // Its code did not load (offline): the hours stay alone.
    .catch(() => undefined);
  return stop;
}

/**
 * Starts the line once the footer nears the viewport or the page has settled (app/defer.ts), so the
 * first seconds of a slow phone go to the page itself. Returns a function that cancels or stops it.
 */
export function whenOfficeStatusWanted(slot: HTMLElement): () => void {
  let stopClock = () => {};
  const start = () => {
    cancelNear();
    cancelSettled();
    stopClock = startOfficeStatus(slot);
  };
  const cancelNear = whenNearViewport(slot, start, '200px');
  const cancelSettled = whenPageSettles(start);
  return () => {
    cancelNear();
    cancelSettled();
    stopClock();
  };
}
