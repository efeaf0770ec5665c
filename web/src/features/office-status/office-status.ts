import type { ServerTimeSubscription, SiteInfoQuery } from '../../gql/graphql';
import { whenNearViewport, whenPageSettles } from '../../app/defer';
import { formatOpeningHours, type Translate } from './components/officeHours';

/**
 * The footer's office line, "Siem Reap 14:32 · Open now (Mon–Fri 9:00 AM–5:00 PM)", live from the
 * server's clock: the hours from the SiteInfo query, the clock from the ServerTime subscription over
 * graphql-ws. Plain DOM code, so content pages show it without loading React (or Apollo): it fills
 * the slot OfficeStatusSlot renders, which holds its messages. Nothing rather than something
 * misleading: no line until the hours are known, the hours alone while the clock is unavailable.
 */

/** The operations of ../graphql/*.graphql, verbatim (office-status.test.ts holds them equal). */
export const SITE_INFO_QUERY = `query SiteInfo($language: Language!) {
  siteInfo(language: $language) {
    openingHours {
      days
      opens
      closes
      timezone
    }
  }
}`;
export const SERVER_TIME_SUBSCRIPTION = `subscription ServerTime {
  serverTime {
    businessLocalTime
    isBusinessOpen
  }
}`;

export const OFFICE_STATUS_ATTRIBUTE = 'data-office-status';
/** Reconnects after a lost socket, waiting 2, 4, 8… seconds; then the line keeps the hours alone. */
const MAX_RETRIES = 5;

/** What the slot carries for the page's language: the officeStatus messages and the city's name. */
export interface OfficeStatusMessages {
  city: string;
  messages: Record<string, unknown>;
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
  let socket: WebSocket | undefined;
  let retryTimer: number | undefined;
  const stop = () => {
    stopped = true;
    window.clearTimeout(retryTimer);
    socket?.close(1000);
  };

  let data: OfficeStatusMessages;
  try {
    data = JSON.parse(slot.getAttribute(OFFICE_STATUS_ATTRIBUTE) ?? '') as OfficeStatusMessages;
  } catch {
    return stop;
  }
  const t = translator(data.messages);
  const language = slot.lang === 'km' ? 'km' : 'en';

  void (async () => {
    let hours: SiteInfoQuery['siteInfo']['openingHours'];
    try {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ operationName: 'SiteInfo', query: SITE_INFO_QUERY, variables: { language } }),
      });
      const result = (await response.json()) as { data?: SiteInfoQuery };
      if (!result.data) return;
      hours = result.data.siteInfo.openingHours;
    } catch {
      return; // offline or the API is down: no line
    }
    if (stopped) return;
    const hoursText = formatOpeningHours(hours, t);
    render(slot, t('officeStatus.hoursOnly', { hours: hoursText }));

    let retries = 0;
    const connect = () => {
      if (stopped) return;
      const url = new URL('/graphql', window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      const ws = new WebSocket(url, 'graphql-transport-ws');
      socket = ws;
      const send = (message: object) => ws.send(JSON.stringify(message));
      ws.onopen = () => send({ type: 'connection_init' });
      ws.onmessage = (event) => {
        let message: { type?: string; payload?: { data?: ServerTimeSubscription } };
        try {
          message = JSON.parse(String(event.data));
        } catch {
          return;
        }
        if (message.type === 'connection_ack') {
          send({
            id: '1',
            type: 'subscribe',
            payload: { operationName: 'ServerTime', query: SERVER_TIME_SUBSCRIPTION },
          });
        } else if (message.type === 'ping') {
          send({ type: 'pong' });
        } else if (message.type === 'next' && message.payload?.data) {
          retries = 0;
          const now = message.payload.data.serverTime;
          render(
            slot,
            t('officeStatus.line', {
              city: data.city,
              time: now.businessLocalTime,
              state: t(now.isBusinessOpen ? 'officeStatus.open' : 'officeStatus.closed'),
              hours: hoursText,
            }),
            now.isBusinessOpen,
          );
        }
      };
      ws.onclose = () => {
        if (stopped) return;
        render(slot, t('officeStatus.hoursOnly', { hours: hoursText }));
        if (retries >= MAX_RETRIES) return;
        retries += 1;
        retryTimer = window.setTimeout(connect, 1000 * 2 ** retries);
      };
    };
    connect();
  })();
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
