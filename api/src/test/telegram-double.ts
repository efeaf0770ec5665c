// A stand-in for Telegram's Bot API on 127.0.0.1 (TELEGRAM_API_URL points here). It implements what
// the site calls, POST /bot<token>/sendMessage (into a forum topic or as a reply too), createForumTopic
// (a group without topics answers Telegram's "the chat is not a forum"), getUpdates (long polling,
// offsets confirming updates, 409 while a webhook is set), setWebhook and deleteWebhook, and refuses
// what Telegram refuses: a wrong token (401),
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
  /** The forum topic it went to (message_thread_id). */
  threadId?: number;
  /** The message it replies to (reply_parameters.message_id or reply_to_message_id). */
  replyTo?: number;
  /** Link previews were turned off (link_preview_options.is_disabled or disable_web_page_preview). */
  previewsOff: boolean;
  at: Date;
}

/** A forum topic created by createForumTopic. */
export interface ForumTopic {
  threadId: number;
  name: string;
}

/** What a staff member writes in the group, served to getUpdates (or posted to a webhook by the test). */
export interface StaffMessage {
  text: string;
  /** Into this forum topic. */
  threadId?: number;
  /** As a reply to this message. */
  replyTo?: number;
  from?: { id?: number; first_name: string; last_name?: string; is_bot?: boolean };
  /** Another chat than the staff group (to show it is ignored). */
  chatId?: string;
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
  /** Forum topics created; none while `forum` is false. */
  topics: ForumTopic[];
  /** Whether the group has topics (createForumTopic works) or not (it answers 400). */
  forum: boolean;
  /** A staff member writes: the update getUpdates serves next. Gives the update (its message's id). */
  staffWrites(message: StaffMessage): { update_id: number; message: Record<string, unknown> };
  /** Updates not yet confirmed by a getUpdates offset. */
  pendingUpdates(): number;
  /** getUpdates calls received (long polls). */
  getUpdatesCalls: number;
  /** setWebhook's last parameters (url, secret_token), or undefined after deleteWebhook. */
  webhook: { url: string; secret_token?: string } | undefined;
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

export async function startTelegramDouble(
  options: { token?: string; chatId?: string; forum?: boolean } = {},
): Promise<TelegramDouble> {
  const token = options.token ?? TEST_BOT_TOKEN;
  let chatId = options.chatId ?? TEST_CHAT_ID;
  const messages: SentMessage[] = [];
  const pending: TelegramBehaviour[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<Socket>();
  let calls = 0;
  let nextMessageId = 100;
  const topics: ForumTopic[] = [];
  let forum = options.forum ?? true;
  let nextThreadId = 10;
  let nextUpdateId = 5000;
  const updates: { update_id: number; message: Record<string, unknown> }[] = [];
  const updateWaiters = new Set<() => void>();
  let getUpdatesCalls = 0;
  let webhook: { url: string; secret_token?: string } | undefined;

  /** getUpdates: confirms what is before `offset`, then answers what is left, waiting up to `timeout` s for some. */
  const getUpdates = (req: IncomingMessage, res: ServerResponse, params: Record<string, unknown>) => {
    getUpdatesCalls += 1;
    if (webhook)
      return send(
        res,
        409,
        refusal(
          409,
          "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
        ),
      );
    const offset = typeof params.offset === 'number' ? params.offset : undefined;
    if (offset !== undefined) while (updates.length > 0 && updates[0]!.update_id < offset) updates.shift();
    const timeout = Math.min(50, Math.max(0, Number(params.timeout ?? 0)));
    const answer = () => {
      clearTimeout(timer);
      updateWaiters.delete(answer);
      req.off('close', gone);
      if (!res.writableEnded && !res.destroyed) send(res, 200, { ok: true, result: updates.slice(0, 100) });
    };
    const gone = () => {
      clearTimeout(timer);
      updateWaiters.delete(answer);
    };
    const timer = setTimeout(answer, timeout * 1000);
    if (updates.length > 0) return answer();
    updateWaiters.add(answer);
    res.on('close', gone);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    // The control door of another process's tests (e2e): a staff member writes; what was created and sent.
    if (req.url === '/control/staff-writes' && req.method === 'POST')
      return send(res, 200, double.staffWrites(JSON.parse(body) as StaffMessage));
    if (req.url === '/control/state' && req.method === 'GET')
      return send(res, 200, {
        topics,
        messages: messages.map(({ text, threadId, replyTo, messageId }) => ({ text, threadId, replyTo, messageId })),
      });
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    if (!match || req.method !== 'POST') return send(res, 404, refusal(404, 'Not Found'));
    if (match[1] !== token) return send(res, 401, refusal(401, 'Unauthorized'));
    const method = match[2];
    if (!['sendMessage', 'createForumTopic', 'getUpdates', 'setWebhook', 'deleteWebhook'].includes(method))
      return send(res, 404, refusal(404, 'Not Found: method not found'));
    let params: Record<string, unknown>;
    try {
      params = JSON.parse(body || '{}') as Record<string, unknown>;
    } catch {
      return send(res, 400, refusal(400, 'Bad Request: invalid JSON'));
    }
    if (method === 'getUpdates') return getUpdates(req, res, params);
    if (method === 'setWebhook') {
      if (typeof params.url !== 'string' || !/^https?:\/\//.test(params.url))
        return send(res, 400, refusal(400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook'));
      if (params.secret_token !== undefined && !/^[A-Za-z0-9_-]{1,256}$/.test(String(params.secret_token)))
        return send(res, 400, refusal(400, 'Bad Request: secret token contains unallowed characters'));
      webhook = { url: params.url, secret_token: params.secret_token as string | undefined };
      return send(res, 200, { ok: true, result: true, description: 'Webhook was set' });
    }
    if (method === 'deleteWebhook') {
      webhook = undefined;
      return send(res, 200, { ok: true, result: true, description: 'Webhook was deleted' });
    }
    if (method === 'createForumTopic') {
      if (String(params.chat_id) !== chatId) return send(res, 400, refusal(400, 'Bad Request: chat not found'));
      if (!forum) return send(res, 400, refusal(400, 'Bad Request: the chat is not a forum'));
      const name = typeof params.name === 'string' ? params.name : '';
      if (name.length < 1 || name.length > 128) return send(res, 400, refusal(400, 'Bad Request: TOPIC_NAME_INVALID'));
      const topic = { threadId: (nextThreadId += 1), name };
      topics.push(topic);
      return send(res, 200, {
        ok: true,
        result: { message_thread_id: topic.threadId, name, icon_color: 7322096 },
      });
    }
    calls += 1;
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
    const threadId = typeof params.message_thread_id === 'number' ? params.message_thread_id : undefined;
    if (threadId !== undefined && !topics.some((topic) => topic.threadId === threadId))
      return send(res, 400, refusal(400, 'Bad Request: message thread not found'));
    const replyParameters = params.reply_parameters as { message_id?: unknown } | undefined;
    const replyTo =
      typeof replyParameters?.message_id === 'number'
        ? replyParameters.message_id
        : typeof params.reply_to_message_id === 'number'
          ? params.reply_to_message_id
          : undefined;
    const previews = params.link_preview_options as { is_disabled?: unknown } | undefined;
    const message: SentMessage = {
      chatId,
      threadId,
      replyTo,
      previewsOff: previews?.is_disabled === true || params.disable_web_page_preview === true,
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

  const double: TelegramDouble = {
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
    topics,
    get forum() {
      return forum;
    },
    set forum(value: boolean) {
      forum = value;
    },
    staffWrites(staff) {
      nextMessageId += 1;
      const message: Record<string, unknown> = {
        message_id: nextMessageId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: Number(staff.chatId ?? chatId), type: 'supergroup', ...(forum ? { is_forum: true } : {}) },
        from: {
          id: staff.from?.id ?? 777000111,
          is_bot: staff.from?.is_bot ?? false,
          ...(staff.from ?? { first_name: 'Sophea' }),
        },
        text: staff.text,
        ...(staff.threadId !== undefined ? { message_thread_id: staff.threadId, is_topic_message: true } : {}),
        ...(staff.replyTo !== undefined || staff.threadId !== undefined
          ? { reply_to_message: { message_id: staff.replyTo ?? staff.threadId } }
          : {}),
      };
      const update = { update_id: (nextUpdateId += 1), message };
      updates.push(update);
      updateWaiters.forEach((wake) => wake());
      return update;
    },
    pendingUpdates: () => updates.length,
    get getUpdatesCalls() {
      return getUpdatesCalls;
    },
    get webhook() {
      return webhook;
    },
    close: stop,
  };
  return double;
}
