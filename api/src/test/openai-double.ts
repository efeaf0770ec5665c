import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the double does with the next requests. */
export type OpenAIBehaviour =
  | { kind: 'stream'; tokens: string[]; delayMs?: number }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'break-after'; tokens: string[] }
  /** The model calls tools: streamed as the real API streams `tool_calls` deltas, finish_reason "tool_calls". */
  | { kind: 'tool-calls'; calls: { name: string; arguments: string }[]; text?: string };

/** A behaviour decided from the request's body (a model reading the tool results it was sent). */
export type OpenAIScript = OpenAIBehaviour | ((request: Record<string, unknown>) => OpenAIBehaviour);

export interface OpenAIDouble {
  /** The base URL to give the SDK (OPENAI_BASE_URL). */
  baseUrl: string;
  /** Bodies of the chat completion requests received, in order. */
  requests: Record<string, unknown>[];
  authorizations: string[];
  behave(behaviour: OpenAIBehaviour): void;
  /** The next requests' behaviours, one each, in order; then `behave`'s again. */
  queue(...behaviours: OpenAIScript[]): void;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible endpoint on 127.0.0.1: POST /v1/chat/completions answers with Server-Sent
 * Events of `chat.completion.chunk` objects, as the real API does with `stream: true`, or fails as
 * told (an HTTP status, a connection that never answers, a stream cut in the middle).
 */
export async function startOpenAIDouble(): Promise<OpenAIDouble> {
  let standing: OpenAIBehaviour = { kind: 'stream', tokens: ['Hello'] };
  const queued: OpenAIScript[] = [];
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
    const body = JSON.parse(raw) as Record<string, unknown>;
    requests.push(body);
    authorizations.push(req.headers.authorization ?? '');
    // Refused as the real API refuses it: malformed tools, tool messages that answer no call.
    const invalid = invalidRequest(body);
    if (invalid) {
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: invalid, type: 'invalid_request_error', param: null, code: null } }));
      return;
    }
    const script = queued.shift() ?? standing;
    const behaviour = typeof script === 'function' ? script(body) : script;
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
      case 'tool-calls': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(chunk(id, { role: 'assistant', content: behaviour.text ?? null }));
        behaviour.calls.forEach((call, index) => {
          const callId = `call_${requests.length}_${index}`;
          res.write(
            chunk(id, {
              tool_calls: [{ index, id: callId, type: 'function', function: { name: call.name, arguments: '' } }],
            }),
          );
          // The arguments' JSON in two fragments, as the real API splits it.
          const half = Math.floor(call.arguments.length / 2);
          for (const part of [call.arguments.slice(0, half), call.arguments.slice(half)]) {
            res.write(chunk(id, { tool_calls: [{ index, function: { arguments: part } }] }));
          }
        });
        res.write(chunk(id, {}, 'tool_calls'));
        res.end('data: [DONE]\n\n');
        return;
      }
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
      standing = next;
      queued.length = 0;
    },
    queue(...next) {
      queued.push(...next);
    },
    async close() {
      for (const res of open) res.socket?.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** What the real Chat Completions API refuses with 400 about tools and tool messages, or undefined. */
function invalidRequest(body: Record<string, unknown>): string | undefined {
  const tools = body.tools as
    { type?: unknown; function?: { name?: unknown; parameters?: { type?: unknown } } }[] | undefined;
  if (tools !== undefined) {
    if (!Array.isArray(tools) || tools.length === 0) return "Invalid 'tools': empty array.";
    for (const [index, tool] of tools.entries()) {
      if (tool.type !== 'function') return `Invalid value for 'tools[${index}].type'.`;
      if (typeof tool.function?.name !== 'string' || !TOOL_NAME.test(tool.function.name))
        return `Invalid 'tools[${index}].function.name': string does not match pattern.`;
      if (tool.function.parameters && tool.function.parameters.type !== 'object')
        return `Invalid schema for function '${tool.function.name}': schema must be a JSON Schema of 'type: "object"'.`;
    }
  } else if (body.tool_choice !== undefined) {
    return "Invalid value for 'tool_choice': 'tool_choice' is only allowed when 'tools' are specified.";
  }
  const messages = (body.messages ?? []) as {
    role?: unknown;
    tool_call_id?: unknown;
    tool_calls?: { id?: unknown; type?: unknown; function?: { name?: unknown; arguments?: unknown } }[];
  }[];
  let awaiting: string[] = [];
  for (const [index, message] of messages.entries()) {
    if (message.role === 'tool') {
      if (typeof message.tool_call_id !== 'string' || !awaiting.includes(message.tool_call_id))
        return "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.";
      awaiting = awaiting.filter((id) => id !== message.tool_call_id);
      continue;
    }
    if (awaiting.length > 0)
      return `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${awaiting.join(', ')}`;
    if (message.role === 'assistant' && message.tool_calls) {
      for (const call of message.tool_calls) {
        if (typeof call.id !== 'string' || call.type !== 'function' || typeof call.function?.arguments !== 'string')
          return `Invalid 'messages[${index}].tool_calls': each needs an id, type "function" and string arguments.`;
      }
      awaiting = message.tool_calls.map((call) => call.id as string);
    }
  }
  if (awaiting.length > 0)
    return `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${awaiting.join(', ')}`;
  return undefined;
}
