import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../test/test-app.js';

// TRUST_PROXY in each form Express's "trust proxy" takes, behind a real reverse proxy that appends the
// visitor's address to X-Forwarded-For as nginx or Caddy do. What a visitor notices is the per-address
// budget: the contact form allows 5 inquiries per address per 10 minutes, so a sixth from the same
// visitor is refused while another visitor behind the same proxy is not, unless the setting makes
// every visitor look like the proxy.

/** The test's stand-in for the visitor's own address, which a real proxy reads off the connection. */
const VISITOR = 'x-test-visitor';

/** A reverse proxy on 127.0.0.1 in front of `target`: appends the visitor to X-Forwarded-For. */
async function startProxy(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers };
    const visitor = String(headers[VISITOR]);
    delete headers[VISITOR];
    const earlier = headers['x-forwarded-for'];
    headers['x-forwarded-for'] = earlier ? `${String(earlier)}, ${visitor}` : visitor;
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const inquiry = {
  name: 'Sokha Chan',
  email: 'sokha@guesthouse.test',
  service: 'web-design',
  message: 'We need a bilingual website for our guesthouse near Pub Street.',
  language: 'en',
};

async function contact(proxyUrl: string, visitor: string, extra: Record<string, string> = {}): Promise<number> {
  const response = await fetch(`${proxyUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [VISITOR]: visitor, ...extra },
    body: JSON.stringify(inquiry),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Uses up visitor A's budget, then asks whether B and a spoofing A still get through. */
async function budgetsBehindProxy(proxyUrl: string) {
  const a = '203.0.113.10';
  const first = [];
  for (let i = 0; i < 6; i += 1) first.push(await contact(proxyUrl, a));
  return {
    first,
    otherVisitor: await contact(proxyUrl, '198.51.100.20'),
    // A visitor who sends their own X-Forwarded-For to look like someone else.
    spoofingVisitor: await contact(proxyUrl, a, { 'x-forwarded-for': '192.0.2.99' }),
  };
}

const CASES: { trustProxy: string; separate: boolean; spoofable: boolean }[] = [
  { trustProxy: 'loopback', separate: true, spoofable: false },
  { trustProxy: '1', separate: true, spoofable: false },
  { trustProxy: 'true', separate: true, spoofable: true },
  { trustProxy: 'false', separate: false, spoofable: false },
  { trustProxy: '127.0.0.1', separate: true, spoofable: false },
  { trustProxy: '127.0.0.0/8, ::1/128', separate: true, spoofable: false },
  { trustProxy: '127.0.0.0/255.0.0.0', separate: true, spoofable: false },
  { trustProxy: 'loopback,uniquelocal', separate: true, spoofable: false },
  // The proxy is not in the list: its X-Forwarded-For is not believed, every visitor is the proxy.
  { trustProxy: '10.0.0.0/8', separate: false, spoofable: false },
];

describe('TRUST_PROXY behind a proxy that sets X-Forwarded-For', () => {
  let t: TestApp | undefined;
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  const stop = async () => {
    await proxy?.close();
    await t?.close();
    proxy = t = undefined;
  };
  afterAll(stop);

  it.each(CASES)(
    'TRUST_PROXY=$trustProxy starts; a visitor behind the proxy has a budget of their own: $separate',
    async ({ trustProxy, separate, spoofable }) => {
      t = await startTestApp({ TRUST_PROXY: trustProxy });
      proxy = await startProxy(t.url);
      try {
        const seen = await budgetsBehindProxy(proxy.url);
        expect(seen.first).toEqual([201, 201, 201, 201, 201, 429]);
        expect(seen.otherVisitor).toBe(separate ? 201 : 429);
        expect(seen.spoofingVisitor).toBe(spoofable ? 201 : 429);
      } finally {
        await stop();
      }
    },
  );
});
