// A stand-in for Telegram's Bot API on 127.0.0.1 (TELEGRAM_API_URL points here). It implements what
// the site calls, POST /bot<token>/sendMessage, and refuses what Telegram refuses: a wrong token (401),
// an unknown chat (400), HTML that does not parse or text over 4096 characters after parsing (400).
// It can answer 429 with retry_after, fail with a status, stop listening and come back on its port.
// Only erasable TypeScript here, so Node's type stripping can load it too.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface SentMessage {
  chatId: string;
  /** The text as sent (HTML). */
  html: string;
  /** The text a person reads in Telegram: tags removed, entities decoded, zero-width spaces unseen. */
  text: string;
  /** The href of every link. */
  links: string[];
  /** The text of each bold part (<b>, <strong>). */
  bold: string[];
  /**
   * What Telegram would make tappable by itself in the plain text: URLs and bare domains, e-mail
   * addresses, @mentions, #hashtags, $cashtags and /commands (its automatic entities; a zero-width
   * space inside breaks them, as in Telegram).
   */
  autoEntities: string[];
  parseMode: string | undefined;
  messageId: number;
  at: Date;
}

/** How the double answers the next sendMessage calls (each answered behaviour is used once). */
export type TelegramBehaviour =
  | { kind: 'rate-limit'; retryAfter: number }
  | { kind: 'status'; status: number; description?: string }
  | { kind: 'migrate'; toChatId: string };

export interface TelegramDouble {
  /** http://127.0.0.1:<port> for TELEGRAM_API_URL */
  url: string;
  token: string;
  chatId: string;
  /** Messages delivered (answered ok), in order. */
  messages: SentMessage[];
  /** Every sendMessage call received, answered or not. */
  calls: number;
  /** Answers the next calls with these, one each, before answering normally again. */
  behave(...next: TelegramBehaviour[]): void;
  /** Stops listening and drops open connections: calls fail as with Telegram unreachable. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  /** Resolves once `count` messages were delivered (or rejects after `ms`). */
  waitForMessages(count: number, ms?: number): Promise<SentMessage[]>;
  close(): Promise<void>;
}

export const TEST_BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0';
export const TEST_CHAT_ID = '-1001234567890';

const ALLOWED_TAGS = new Set([
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ins',
  's',
  'strike',
  'del',
  'a',
  'code',
  'pre',
  'blockquote',
  'tg-spoiler',
  'span',
]);
const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };

/**
 * Parses Telegram's HTML style as the Bot API does: only its tags, properly nested, attributes
 * quoted, and only &lt; &gt; &amp; &quot; and numeric entities. Returns the plain text and the links,
 * or the reason it cannot be parsed.
 */
export function parseTelegramHtml(html: string): { text: string; links: string[]; bold: string[] } | { error: string } {
  const open: string[] = [];
  const links: string[] = [];
  const bold: string[] = [];
  let boldFrom = -1;
  let text = '';
  let i = 0;
  const decode = (raw: string): string | undefined => {
    let out = '';
    let j = 0;
    while (j < raw.length) {
      if (raw[j] !== '&') {
        out += raw[j];
        j += 1;
        continue;
      }
      const match = /^&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-z]+);/.exec(raw.slice(j));
      if (!match) return undefined;
      const name = match[1];
      if (name.startsWith('#x')) out += String.fromCodePoint(parseInt(name.slice(2), 16));
      else if (name.startsWith('#')) out += String.fromCodePoint(Number(name.slice(1)));
      else if (NAMED_ENTITIES[name]) out += NAMED_ENTITIES[name];
      else return undefined;
      j += match[0].length;
    }
    return out;
  };
  while (i < html.length) {
    const next = html.indexOf('<', i);
    const chunk = html.slice(i, next === -1 ? html.length : next);
    if (chunk.includes('>')) return { error: `Unexpected end tag at byte offset ${i}` };
    const decoded = decode(chunk);
    if (decoded === undefined) return { error: `Unsupported entity near byte offset ${i}` };
    text += decoded;
    if (next === -1) break;
    const end = html.indexOf('>', next);
    if (end === -1) return { error: `Unclosed start tag at byte offset ${next}` };
    const tag = html.slice(next + 1, end);
    const closing = /^\/([a-z-]+)$/.exec(tag);
    if (closing) {
      if (open.pop() !== closing[1]) return { error: `Unmatched end tag ${closing[1]}` };
      if ((closing[1] === 'b' || closing[1] === 'strong') && boldFrom >= 0) {
        bold.push(text.slice(boldFrom));
        boldFrom = -1;
      }
    } else {
      const start = /^([a-z-]+)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*$/.exec(tag);
      if (!start || !ALLOWED_TAGS.has(start[1])) return { error: `Unsupported start tag "${tag.split(/\s/)[0]}"` };
      if (start[1] === 'a') {
        const href = /\shref="([^"]*)"/.exec(start[2]);
        const decodedHref = href ? decode(href[1]) : undefined;
        if (!decodedHref) return { error: 'Link without a valid href' };
        links.push(decodedHref);
      }
      if (start[1] === 'b' || start[1] === 'strong') boldFrom = text.length;
      open.push(start[1]);
    }
    i = end + 1;
  }
  if (open.length > 0) return { error: `Unclosed tag ${open.at(-1)}` };
  return { text, links, bold };
}

const AUTO_ENTITIES = [
  // URLs with a scheme, and bare domains with a top-level domain of letters ("evil.com/pay")
  /\b[a-z][a-z0-9+.-]*:\/\/[^\s]+/gi,
  /(?<![\w@.])(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/[^\s]*)?/gi,
  // e-mail addresses, @mentions, #hashtags, $cashtags, /commands
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /(?<![\w@])@[a-z0-9_]{5,32}/gi,
  /(?<![\w#])#[\p{L}\p{N}_]+/gu,
  /(?<![\w$])\$[a-z]{3,8}\b/gi,
  /(?<![\w/])\/[a-z][a-z0-9_]{0,31}(?:@\w+)?/gi,
];

/** What Telegram's clients make tappable by themselves in a message's plain text (see SentMessage). */
export function telegramAutoEntities(text: string): string[] {
  return AUTO_ENTITIES.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[0]));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const refusal = (status: number, description: string, parameters?: Record<string, unknown>) => ({
  ok: false,
  error_code: status,
  description,
  ...(parameters ? { parameters } : {}),
});

export async function startTelegramDouble(options: { token?: string; chatId?: string } = {}): Promise<TelegramDouble> {
  const token = options.token ?? TEST_BOT_TOKEN;
  let chatId = options.chatId ?? TEST_CHAT_ID;
  const messages: SentMessage[] = [];
  const pending: TelegramBehaviour[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<Socket>();
  let calls = 0;
  let nextMessageId = 100;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    if (!match || req.method !== 'POST') return send(res, 404, refusal(404, 'Not Found'));
    if (match[1] !== token) return send(res, 401, refusal(401, 'Unauthorized'));
    if (match[2] !== 'sendMessage') return send(res, 404, refusal(404, 'Not Found: method not found'));
    calls += 1;
    let params: Record<string, unknown>;
    try {
      params = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return send(res, 400, refusal(400, 'Bad Request: invalid JSON'));
    }
    const behaviour = pending.shift();
    if (behaviour?.kind === 'rate-limit')
      return send(
        res,
        429,
        refusal(429, `Too Many Requests: retry after ${behaviour.retryAfter}`, { retry_after: behaviour.retryAfter }),
      );
    if (behaviour?.kind === 'status')
      return send(res, behaviour.status, refusal(behaviour.status, behaviour.description ?? 'Internal Server Error'));
    if (behaviour?.kind === 'migrate') {
      chatId = behaviour.toChatId;
      return send(
        res,
        400,
        refusal(400, 'Bad Request: group chat was upgraded to a supergroup chat', {
          migrate_to_chat_id: Number(behaviour.toChatId),
        }),
      );
    }
    if (String(params.chat_id) !== chatId) return send(res, 400, refusal(400, 'Bad Request: chat not found'));
    if (typeof params.text !== 'string' || params.text.length === 0)
      return send(res, 400, refusal(400, 'Bad Request: message text is empty'));
    const parseMode = typeof params.parse_mode === 'string' ? params.parse_mode : undefined;
    const parsed =
      parseMode === 'HTML' ? parseTelegramHtml(params.text) : { text: params.text, links: [], bold: [] as string[] };
    if ('error' in parsed) return send(res, 400, refusal(400, `Bad Request: can't parse entities: ${parsed.error}`));
    if (parsed.text.length > 4096) return send(res, 400, refusal(400, 'Bad Request: message is too long'));
    const message: SentMessage = {
      chatId,
      html: params.text,
      // Zero-width spaces are invisible: what a person reads has none (they still break autoEntities).
      text: parsed.text.replaceAll('\u200B', ''),
      links: parsed.links,
      bold: parsed.bold,
      autoEntities: telegramAutoEntities(parsed.text),
      parseMode,
      messageId: (nextMessageId += 1),
      at: new Date(),
    };
    messages.push(message);
    waiters.forEach((wake) => wake());
    send(res, 200, {
      ok: true,
      result: { message_id: message.messageId, date: Math.floor(Date.now() / 1000), chat: { id: Number(chatId) } },
    });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, refusal(500, 'Internal Server Error')));
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const stop = async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    get chatId() {
      return chatId;
    },
    messages,
    get calls() {
      return calls;
    },
    behave: (...next) => void pending.push(...next),
    stop,
    restart: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    waitForMessages(count, ms = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(messages.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} Telegram messages, got ${messages.length} after ${ms} ms`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: stop,
  };
}
