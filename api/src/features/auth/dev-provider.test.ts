import { describe, expect, it, jest } from '@jest/globals';
import type { Request, Response } from 'express';
import { localClientsOnly } from './dev-provider.js';

// The built-in provider signs anyone in as admin: only a browser on the machine that runs the site
// may use it, never another device on the network, directly or through a proxy.
function attempt(remoteAddress: string, headers: Record<string, string> = {}) {
  const sent: { status?: number; body?: string } = {};
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    type: () => res,
    set: () => res,
    send(body: string) {
      sent.body = body;
      return res;
    },
  } as unknown as Response;
  const next = jest.fn();
  localClientsOnly({ socket: { remoteAddress }, headers } as unknown as Request, res, next);
  return { passed: next.mock.calls.length === 1, ...sent };
}

describe('the built-in sign-in answers only this machine', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('lets a browser on %s in', (address) => {
    expect(attempt(address).passed).toBe(true);
  });

  it.each(['192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20', 'fe80::1', '2001:db8::5', '0.0.0.0'])(
    'refuses %s with 403 and a page that says why',
    (address) => {
      const refused = attempt(address, { 'accept-language': 'km' });
      expect(refused).toMatchObject({ passed: false, status: 403 });
      expect(refused.body).toContain('localhost');
      expect(refused.body).toContain('ការចូលគណនីសាកល្បង');
    },
  );

  it('refuses a request a proxy on this machine passes on for someone else', () => {
    expect(attempt('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toMatchObject({ passed: false, status: 403 });
    expect(attempt('127.0.0.1', { forwarded: 'for=203.0.113.9' })).toMatchObject({ passed: false, status: 403 });
  });
});
