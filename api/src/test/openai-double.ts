import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the double does with the next requests. */
export type OpenAIBehaviour =
  | { kind: 'stream'; tokens: string[]; delayMs?: number }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'break-after'; tokens: string[] };

export interface OpenAIDouble {
  /** The base URL to give the SDK (OPENAI_BASE_URL). */
  baseUrl: string;
  /** Bodies of the chat completion requests received, in order. */
  requests: Record<string, unknown>[];
  authorizations: string[];
  behave(behaviour: OpenAIBehaviour): void;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible endpoint on 127.0.0.1: POST /v1/chat/completions answers with Server-Sent
 * Events of `chat.completion.chunk` objects, as the real API does with `stream: true`, or fails as
 * told (an HTTP status, a connection that never answers, a stream cut in the middle).
 */
export async function startOpenAIDouble(): Promise<OpenAIDouble> {
  let behaviour: OpenAIBehaviour = { kind: 'stream', tokens: ['Hello'] };
  const requests: Record<string, unknown>[] = [];
  const authorizations: string[] = [];
  const open = new Set<ServerResponse>();

  const chunk = (id: string, delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: 'double',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    let raw = '';
    for await (const part of req) raw += part;
    requests.push(JSON.parse(raw) as Record<string, unknown>);
    authorizations.push(req.headers.authorization ?? '');
    open.add(res);
    res.on('close', () => open.delete(res));
    const id = `chatcmpl-${requests.length}`;
    switch (behaviour.kind) {
      case 'status':
        res
          .writeHead(behaviour.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'double failure', type: 'server_error' } }));
        return;
      case 'hang':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.flushHeaders();
        return;
      case 'stream':
      case 'break-after': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(chunk(id, { role: 'assistant', content: '' }));
        const { kind, tokens } = behaviour;
        const delayMs = behaviour.kind === 'stream' ? (behaviour.delayMs ?? 0) : 0;
        for (const token of tokens) {
          if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
          // Each written out to the connection before the next step (the cut below must come after them).
          await new Promise((resolve) => res.write(chunk(id, { content: token }), resolve));
        }
        if (kind === 'break-after') {
          // The tokens are on their way (the connection delivers them before its end): cut it without [DONE].
          res.socket?.destroy();
          return;
        }
        res.write(chunk(id, {}, 'stop'));
        res.end('data: [DONE]\n\n');
      }
    }
  };
  // A bug in the double answers 500 (the client under test sees a server error), never an unhandled rejection.
  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    authorizations,
    behave(next) {
      behaviour = next;
    },
    async close() {
      for (const res of open) res.socket?.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
