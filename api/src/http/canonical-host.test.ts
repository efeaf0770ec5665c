import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { canonicalHost } from './canonical-host.js';

const PUBLIC_URL = 'https://angkordigital.example';

interface Answer {
  status: number;
  location?: string;
}

/** A request with the Host (and other headers) a browser behind some name would send; fetch can't set Host. */
function ask(port: number, path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

/** The middleware alone, behind Express's "trust proxy" as TRUST_PROXY sets it. */
async function bareApp(trustProxy: boolean | string[]): Promise<{ port: number; close(): Promise<void> }> {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(canonicalHost(PUBLIC_URL));
  app.use((_req, res) => {
    res.send('served');
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('canonicalHost', () => {
  let direct: Awaited<ReturnType<typeof bareApp>>;
  let behindProxy: Awaited<ReturnType<typeof bareApp>>;
  beforeAll(async () => {
    direct = await bareApp(false);
    behindProxy = await bareApp(['loopback']);
  });
  afterAll(async () => {
    await direct?.close();
    await behindProxy?.close();
  });

  it('serves PUBLIC_URL’s host in any case, with a trailing dot or the default port', async () => {
    for (const host of [
      'angkordigital.example',
      'AngkorDigital.Example',
      'angkordigital.example.',
      'angkordigital.example:443',
    ])
      expect(await ask(direct.port, '/faq', { host })).toEqual({ status: 200, location: undefined });
  });

  it('sends a page asked by another name to the same path on PUBLIC_URL (301), other methods with 308', async () => {
    const at = (path: string) => `${PUBLIC_URL}${path}`;
    expect(await ask(direct.port, '/km/faq?x=1', { host: 'www.angkordigital.example' })).toEqual({
      status: 301,
      location: at('/km/faq?x=1'),
    });
    expect(await ask(direct.port, '/', { host: `127.0.0.1:${direct.port}` })).toEqual({
      status: 301,
      location: at('/'),
    });
    expect(await ask(direct.port, '/pricing', { host: 'angkordigital.example:8443' }, 'HEAD')).toEqual({
      status: 301,
      location: at('/pricing'),
    });
    const post = { host: 'www.angkordigital.example', 'content-type': 'application/json' };
    expect(await ask(direct.port, '/api/contact', post, 'POST')).toEqual({ status: 308, location: at('/api/contact') });
  });

  it('never lets the request choose where the visitor goes', async () => {
    // An absolute-form request target and a malformed Host.
    expect(await ask(direct.port, 'http://evil.example/steal', { host: 'evil.example' })).toEqual({
      status: 301,
      location: `${PUBLIC_URL}/`,
    });
    expect(await ask(direct.port, '//evil.example/x', { host: 'angkordigital.example@evil.example' })).toEqual({
      status: 301,
      location: `${PUBLIC_URL}//evil.example/x`,
    });
  });

  it('believes X-Forwarded-Host only from a proxy TRUST_PROXY trusts', async () => {
    const forwarded = (name: string) => ({ host: `127.0.0.1:${behindProxy.port}`, 'x-forwarded-host': name });
    expect((await ask(behindProxy.port, '/faq', forwarded('angkordigital.example'))).status).toBe(200);
    expect(await ask(behindProxy.port, '/faq', forwarded('www.angkordigital.example'))).toEqual({
      status: 301,
      location: `${PUBLIC_URL}/faq`,
    });
    // Not trusted: the header is anyone's to write, and Host decides.
    const untrusted = { host: 'angkordigital.example', 'x-forwarded-host': 'www.angkordigital.example' };
    expect((await ask(direct.port, '/faq', untrusted)).status).toBe(200);
  });
});

describe('the site in production', () => {
  let site: TestApp;
  let port: number;
  beforeAll(async () => {
    site = await startTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL,
      SESSION_SECRET: 'production-test-secret-0123456789-abcdefghijklmnop',
      OIDC_ISSUER_URL: 'https://issuer.example',
      OIDC_CLIENT_ID: 'site',
      LOG_LEVEL: 'silent',
    });
    port = Number(new URL(site.url).port);
  }, 120_000);
  afterAll(() => site?.close());

  it('answers health on any name, and sends every page and API call to PUBLIC_URL', async () => {
    const byAddress = { host: `127.0.0.1:${port}` };
    expect((await ask(port, '/healthz', byAddress)).status).toBe(200);
    expect((await ask(port, '/readyz', byAddress)).status).toBe(200);
    expect(await ask(port, '/km/services', byAddress)).toEqual({ status: 301, location: `${PUBLIC_URL}/km/services` });
    expect(await ask(port, '/graphql', { ...byAddress, 'content-type': 'application/json' }, 'POST')).toEqual({
      status: 308,
      location: `${PUBLIC_URL}/graphql`,
    });
    expect((await ask(port, '/km/services', { host: 'angkordigital.example' })).status).toBe(200);
  });
});
