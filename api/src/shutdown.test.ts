import { connect } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import WebSocket from 'ws';
import { startTestApp } from './test/test-app.js';
import { waitUntil } from './test/wait.js';

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, closes WebSockets with 1001 and refuses new connections', async () => {
    const t = await startTestApp();
    const { port } = new URL(t.url);

    // A GraphQL request whose body is still arriving when shutdown starts.
    const body = JSON.stringify({ query: '{ siteInfo { name } }' });
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let response = '';
    socket.on('data', (chunk) => (response += chunk));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.slice(0, 10));

    const ws = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve) => ws.once('open', resolve));
    const wsClosed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

    const started = Date.now();
    const closing = t.close();
    // Shutdown is under way once the server no longer listens; only then does the rest of the body come.
    await waitUntil('the server to stop listening', () => !t.app.server.listening, 5000);
    socket.write(body.slice(10));

    expect(await wsClosed).toBe(1001);
    await closing;
    await ended;
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('"name":"Angkor Digital"');

    await expect(fetch(`${t.url}/healthz`)).rejects.toThrow();
  });
});
