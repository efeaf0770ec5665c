import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, waitFor } from '@testing-library/react';
import { BUSINESS_HOURS } from '@site/common';
import { testMessages } from '../../test/render';
import { OFFICE_STATUS_ATTRIBUTE, startOfficeStatus } from './office-status';

type Message = { type: string; id?: string; payload?: Record<string, unknown> };

/**
 * A WebSocket the test plays the server's side of: graphql-ws (the page's real client, app/graphql-ws.ts)
 * talks to it as to the api's /graphql socket.
 */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: Message[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Message);
  }
  /** The page closing it (graphql-ws when the last subscription ends): the browser reports it later. */
  close(code = 1000, reason = '') {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    setTimeout(() => this.onclose?.({ code, reason }));
  }
  /** The server's side: accepts the connection and acknowledges graphql-ws's connection_init. */
  async accept() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
    await waitFor(() => expect(this.sent.some((message) => message.type === 'connection_init')).toBe(true));
    this.receive({ type: 'connection_ack' });
    await waitFor(() => expect(this.subscription()).toBeDefined());
  }
  subscription() {
    return this.sent.find((message) => message.type === 'subscribe');
  }
  receive(message: Message) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  tick(businessLocalTime: string, isBusinessOpen: boolean) {
    const id = this.subscription()!.id;
    act(() =>
      this.receive({ id, type: 'next', payload: { data: { serverTime: { businessLocalTime, isBusinessOpen } } } }),
    );
  }
  /** The connection lost (the network, a restart of the server). */
  drop() {
    this.readyState = FakeSocket.CLOSED;
    act(() => this.onclose?.({ code: 1006, reason: '' }));
  }
}

const latestSocket = () => FakeSocket.all.at(-1)!;

/** The footer's slot as OfficeStatusSlot renders it in a language. */
function slot(language: 'en' | 'km') {
  const element = document.createElement('div');
  element.lang = language;
  const { officeStatus: messages } = testMessages[language] as { officeStatus: Record<string, unknown> };
  const city = language === 'en' ? 'Siem Reap' : 'ក្រុងសៀមរាប';
  element.setAttribute(OFFICE_STATUS_ATTRIBUTE, JSON.stringify({ city, messages, hours: BUSINESS_HOURS }));
  document.body.append(element);
  return element;
}

describe('the office status line', () => {
  beforeAll(() => {
    Object.assign(globalThis, { WebSocket: FakeSocket });
  });
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('shows the hours at once, then the live clock and open state from the ServerTime subscription', async () => {
    const element = slot('en');
    const stop = startOfficeStatus(element);
    expect(element).toHaveTextContent('Office hours: Mon–Fri 9:00 AM–5:00 PM');

    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = latestSocket();
    expect(socket.protocol).toBe('graphql-transport-ws');
    expect(new URL(socket.url).pathname).toBe('/graphql');
    await socket.accept();
    expect(socket.sent[0]).toEqual({ type: 'connection_init', payload: { language: 'en' } });
    expect(socket.subscription()?.payload).toMatchObject({ operationName: 'ServerTime' });
    expect(String(socket.subscription()?.payload?.query)).toMatch(/subscription ServerTime\s*{\s*serverTime\s*{/);

    socket.tick('14:32', true);
    expect(element).toHaveTextContent('Siem Reap 14:32 · Open now (Mon–Fri 9:00 AM–5:00 PM)');
    expect(element.querySelector('.office-status-dot.open')).not.toBeNull();

    stop();
    // The last subscription ended: graphql-ws says so and closes the lazy socket.
    await waitFor(() => expect(socket.readyState).toBe(FakeSocket.CLOSED));
    expect(socket.sent.at(-1)).toMatchObject({ type: 'complete', id: socket.subscription()?.id });
  });

  it('speaks Khmer on Khmer pages', async () => {
    window.history.replaceState(null, '', '/km/faq');
    const element = slot('km');
    const stop = startOfficeStatus(element);
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    const socket = latestSocket();
    await socket.accept();
    expect(socket.sent[0]).toEqual({ type: 'connection_init', payload: { language: 'km' } });
    socket.tick('18:05', false);
    expect(element).toHaveTextContent('ក្រុងសៀមរាប 18:05 · បិទហើយ (ថ្ងៃច័ន្ទ–សុក្រ ម៉ោង 9:00 ព្រឹក–5:00 ល្ងាច)');
    stop();
  });

  it('falls back to the hours alone while the socket is lost, then comes back with it', async () => {
    const element = slot('en');
    const stop = startOfficeStatus(element);
    startOfficeStatus(element);
    await waitFor(() => expect(FakeSocket.all).toHaveLength(3));
    const socket = latestSocket();
    await socket.accept();
    // One clock for the slot, however often it was started.
    expect(socket.sent.filter((message) => message.type === 'subscribe')).toHaveLength(1);
    socket.tick('10:00', true);
    expect(element).toHaveTextContent('Siem Reap 10:00');

    socket.drop();
    expect(element).toHaveTextContent('Office hours: Mon–Fri 9:00 AM–5:00 PM');
    expect(element).not.toHaveTextContent('10:00');

    // graphql-ws reconnects after 1 s and a random part (up to 3 s more), and subscribes again.
    await waitFor(() => expect(FakeSocket.all).toHaveLength(4), { timeout: 6000 });
    const again = latestSocket();
    await again.accept();
    again.tick('10:01', true);
    expect(element).toHaveTextContent('Siem Reap 10:01 · Open now');
    stop();
  });
});
