import type { Logger } from '../../logger.js';

export interface TelegramSettings {
  botToken: string;
  chatId: string;
  apiUrl: string;
}

/** What became of one sendMessage call. */
export type SendOutcome =
  | { kind: 'sent'; messageId: number }
  /** 429: Telegram says when to try again. */
  | { kind: 'wait'; seconds: number }
  /** 400: this message will never be accepted (sending it again cannot help). */
  | { kind: 'refused'; description: string };

/** A failure worth retrying later: Telegram unreachable, slow, 5xx, or a token or chat not (yet) right. */
export class TelegramUnavailable extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TelegramUnavailable';
  }
}

interface BotApiAnswer {
  ok?: boolean;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
  result?: { message_id?: number };
}

/** How long one call may take; well under the alert job's expiry, so no second worker sends it meanwhile. */
const SEND_TIMEOUT_MS = 15_000;

/**
 * The Bot API's sendMessage over fetch (https://core.telegram.org/bots/api#sendmessage), HTML parse
 * mode, link previews off. The token is part of the URL: the URL is never logged.
 */
export class TelegramClient {
  private chatId: string;

  constructor(
    private readonly settings: TelegramSettings,
    private readonly log: Logger,
  ) {
    this.chatId = settings.chatId;
  }

  async sendMessage(html: string): Promise<SendOutcome> {
    const answer = await this.call(html);
    const migrated = answer.parameters?.migrate_to_chat_id;
    if (migrated !== undefined) {
      // A group became a supergroup: it has a new id. Send there, and tell the operator to update it.
      this.log.warn(
        { from: this.chatId, to: String(migrated) },
        'Telegram chat moved to a new id: set TELEGRAM_CHAT_ID to it; sending there meanwhile',
      );
      this.chatId = String(migrated);
      return this.outcome(await this.call(html));
    }
    return this.outcome(answer);
  }

  private outcome(answer: BotApiAnswer & { status: number }): SendOutcome {
    if (answer.ok && answer.result?.message_id !== undefined)
      return { kind: 'sent', messageId: answer.result.message_id };
    const retryAfter = answer.parameters?.retry_after;
    if (answer.status === 429 || retryAfter !== undefined)
      return { kind: 'wait', seconds: Math.max(1, retryAfter ?? 5) };
    const description = String(answer.description ?? `HTTP ${answer.status}`).slice(0, 300);
    // A 400 is about the message itself (its text, its entities), except a chat that cannot be found,
    // which staff can fix (add the bot to the group) while the alert waits for its next retry.
    if (answer.status === 400 && !/chat not found/i.test(description)) return { kind: 'refused', description };
    throw new TelegramUnavailable(description, answer.status);
  }

  private async call(html: string): Promise<BotApiAnswer & { status: number }> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.apiUrl}/bot${this.settings.botToken}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          chat_id: this.chatId,
          text: html,
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (error) {
      // fetch's own error names the host at most (never the path with the token).
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw new TelegramUnavailable(`Telegram not reachable: ${(error as Error).name}${cause ? ` (${cause})` : ''}`);
    }
    let body: BotApiAnswer = {};
    try {
      body = (await response.json()) as BotApiAnswer;
    } catch {
      // Not JSON (a proxy's error page): judged by the status alone.
    }
    return { ...body, status: response.status };
  }
}
