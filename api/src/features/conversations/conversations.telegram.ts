import type { Logger } from '../../logger.js';

/** The staff group and the bot (the alerts feature's TELEGRAM_* settings). */
export interface ConversationTelegramSettings {
  botToken: string;
  chatId: string;
  apiUrl: string;
}

/** The parts of a Bot API Update this feature reads (https://core.telegram.org/bots/api#update). */
export interface TelegramUpdate {
  update_id: number;
  message?: TelegramMessage;
}

export interface TelegramMessage {
  message_id: number;
  message_thread_id?: number;
  is_topic_message?: boolean;
  chat: { id: number | string; type?: string };
  from?: { id: number; is_bot?: boolean; first_name?: string; last_name?: string };
  text?: string;
  reply_to_message?: { message_id: number };
}

interface BotApiAnswer<T> {
  ok?: boolean;
  error_code?: number;
  description?: string;
  result?: T;
}

/** A Bot API call that failed: its status and Telegram's description (never the URL, which holds the token). */
export class TelegramCallFailed extends Error {
  constructor(
    readonly method: string,
    readonly status: number,
    readonly description: string,
  ) {
    super(`Telegram ${method}: ${status} ${description}`);
    this.name = 'TelegramCallFailed';
  }
}

const CALL_TIMEOUT_MS = 15_000;

/**
 * What conversations ask of Telegram's Bot API: a forum topic per conversation (createForumTopic), plain
 * messages into it (sendMessage without parse_mode, link previews off), the staff's replies
 * (getUpdates, or a webhook: setWebhook / deleteWebhook).
 */
export class ConversationTelegram {
  constructor(
    readonly settings: ConversationTelegramSettings,
    private readonly log: Logger,
  ) {}

  get chatId(): string {
    return this.settings.chatId;
  }

  /** A topic in the staff group, or undefined where the group has no topics (Telegram answers 400). */
  async createForumTopic(name: string): Promise<number | undefined> {
    try {
      const topic = await this.call<{ message_thread_id: number }>('createForumTopic', {
        chat_id: this.settings.chatId,
        name,
      });
      return topic.message_thread_id;
    } catch (error) {
      // "Bad Request: the chat is not a forum" (or no right to manage topics): a reply thread instead.
      if (error instanceof TelegramCallFailed && error.status === 400) {
        this.log.info(
          { description: error.description },
          'staff group has no topics: conversations go in reply threads',
        );
        return undefined;
      }
      throw error;
    }
  }

  /** Plain text (no parse mode: nothing in it is markup), into a topic or as a reply; gives the message id. */
  async sendMessage(text: string, where: { threadId?: number | null; replyTo?: number | null } = {}): Promise<number> {
    const message = await this.call<{ message_id: number }>('sendMessage', {
      chat_id: this.settings.chatId,
      text,
      link_preview_options: { is_disabled: true },
      ...(where.threadId ? { message_thread_id: where.threadId } : {}),
      ...(where.replyTo ? { reply_parameters: { message_id: where.replyTo, allow_sending_without_reply: true } } : {}),
    });
    return message.message_id;
  }

  /** Long polling: the updates after `offset`, waiting up to `timeoutSeconds` for one. */
  getUpdates(offset: number | undefined, timeoutSeconds: number, signal: AbortSignal): Promise<TelegramUpdate[]> {
    return this.call<TelegramUpdate[]>(
      'getUpdates',
      { ...(offset !== undefined ? { offset } : {}), timeout: timeoutSeconds, allowed_updates: ['message'] },
      AbortSignal.any([signal, AbortSignal.timeout(timeoutSeconds * 1000 + CALL_TIMEOUT_MS)]),
    );
  }

  async setWebhook(url: string, secretToken: string): Promise<void> {
    await this.call('setWebhook', { url, secret_token: secretToken, allowed_updates: ['message'] });
  }

  async deleteWebhook(): Promise<void> {
    await this.call('deleteWebhook', {});
  }

  private async call<T>(method: string, params: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.apiUrl}/bot${this.settings.botToken}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params),
        signal: signal ?? AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw new TelegramCallFailed(method, 0, `not reachable: ${(error as Error).name}${cause ? ` (${cause})` : ''}`);
    }
    let body: BotApiAnswer<T> = {};
    try {
      body = (await response.json()) as BotApiAnswer<T>;
    } catch {
      // Not JSON (a proxy's error page): judged by the status alone.
    }
    if (!response.ok || !body.ok || body.result === undefined)
      throw new TelegramCallFailed(
        method,
        response.status,
        String(body.description ?? `HTTP ${response.status}`).slice(0, 300),
      );
    return body.result;
  }
}
