import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import en from '../../locales/en.json';
import km from '../../locales/km.json';
import { OFFICE_STATUS_ATTRIBUTE, SERVER_TIME_SUBSCRIPTION, SITE_INFO_QUERY, startOfficeStatus } from './office-status';

const openingHours = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '17:00', timezone: 'Asia/Phnom_Penh' };

/** A WebSocket the test drives: it records what the page sends and delivers what the test says. */
class FakeSocket {
  static last: FakeSocket | undefined;
  sent: Array<{ type: string; id?: string; payload?: { query?: string } }> = [];
  onopen?: () => void;
  onmessage?: (event: { data: string }) => void;
  onclose?: () => void;
  constructor(
    readonly url: URL,
    readonly protocol: string,
  ) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function slot(language: 'en' | 'km') {
  const element = document.createElement('div');
  element.lang = language;
  const messages = language === 'en' ? en.officeStatus : km.officeStatus;
  const city = language === 'en' ? 'Siem Reap' : 'ក្រុងសៀមរាប';
  element.setAttribute(OFFICE_STATUS_ATTRIBUTE, JSON.stringify({ city, messages }));
  document.body.append(element);
  return element;
}

function answerSiteInfo(ok = true) {
  const fetchMock = jest.fn(async () => {
    if (!ok) throw new TypeError('offline');
    return { json: async () => ({ data: { siteInfo: { openingHours } } }) };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('the office status line', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    FakeSocket.last = undefined;
  });
  Object.assign(globalThis, { WebSocket: FakeSocket });

  it('asks exactly the operations of its .graphql files', () => {
    const file = (name: string) => readFileSync(new URL(`./graphql/${name}.graphql`, import.meta.url), 'utf8').trim();
    expect(SITE_INFO_QUERY).toBe(file('SiteInfo'));
    expect(SERVER_TIME_SUBSCRIPTION).toBe(file('ServerTime'));
  });

  it('shows the hours, then the live clock and open state from the subscription', async () => {
    const fetchMock = answerSiteInfo();
    const element = slot('en');
    const stop = startOfficeStatus(element);
    await waitFor(() => expect(element).toHaveTextContent('Office hours: Mon–Fri 9:00 AM–5:00 PM'));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, { body: string }];
    expect(JSON.parse(init.body).variables).toEqual({ language: 'en' });

    const socket = FakeSocket.last!;
    expect(socket.protocol).toBe('graphql-transport-ws');
    expect(socket.url.pathname).toBe('/graphql');
    socket.onopen?.();
    expect(socket.sent).toEqual([{ type: 'connection_init' }]);
    socket.receive({ type: 'connection_ack' });
    expect(socket.sent[1]).toMatchObject({ id: '1', type: 'subscribe', payload: { query: SERVER_TIME_SUBSCRIPTION } });
    socket.receive({
      id: '1',
      type: 'next',
      payload: { data: { serverTime: { businessLocalTime: '14:32', isBusinessOpen: true } } },
    });
    expect(element).toHaveTextContent('Siem Reap 14:32 · Open now (Mon–Fri 9:00 AM–5:00 PM)');
    socket.receive({ type: 'ping' });
    expect(socket.sent.at(-1)).toEqual({ type: 'pong' });
    stop();
  });

  it('speaks Khmer on Khmer pages', async () => {
    answerSiteInfo();
    const element = slot('km');
    startOfficeStatus(element);
    await waitFor(() => expect(FakeSocket.last).toBeDefined());
    FakeSocket.last!.receive({ type: 'connection_ack' });
    FakeSocket.last!.receive({
      id: '1',
      type: 'next',
      payload: { data: { serverTime: { businessLocalTime: '18:05', isBusinessOpen: false } } },
    });
    expect(element).toHaveTextContent('ក្រុងសៀមរាប 18:05 · បិទហើយ (ថ្ងៃច័ន្ទ–សុក្រ ម៉ោង 9:00 ព្រឹក–5:00 ល្ងាច)');
  });

  it('falls back to the hours alone when the clock is lost, and shows nothing when the API is unreachable', async () => {
    answerSiteInfo();
    const element = slot('en');
    startOfficeStatus(element);
    await waitFor(() => expect(FakeSocket.last).toBeDefined());
    FakeSocket.last!.receive({ type: 'connection_ack' });
    FakeSocket.last!.receive({
      id: '1',
      type: 'next',
      payload: { data: { serverTime: { businessLocalTime: '10:00', isBusinessOpen: true } } },
    });
    FakeSocket.last!.onclose?.();
    expect(element).toHaveTextContent('Office hours: Mon–Fri 9:00 AM–5:00 PM');

    const unreachable = answerSiteInfo(false);
    const offline = slot('en');
    startOfficeStatus(offline);
    // The line's request has failed (and the line has seen it fail: it awaited the same promise first).
    await expect(unreachable.mock.results[0]?.value).rejects.toThrow('offline');
    expect(offline).toBeEmptyDOMElement();
  });
});
