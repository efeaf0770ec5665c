import {
  BUSINESS_TIMEZONE_DEFAULT,
  CHAT_HISTORY_LIMIT,
  CHAT_MESSAGE_MAX_LENGTH,
  isLanguage,
  isReadableText,
  type Language,
  type ChatReply,
  type Localized,
} from '@site/common';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { RequestMeta } from '../../shared/request-meta.js';
import type { RateLimits } from '../../rate-limits/index.js';
import { BuiltInAssistant } from './assistant/built-in.provider.js';
import { CHAT_APOLOGY, CHAT_INPUT_ERRORS, chatTooFast } from './chat.messages.js';
import type { ChatProvider, ChatTurn } from './chat.provider.js';
import { answersOffer, asksForPerson, FORM_POINTER, HANDOFF_MARKER, HandoffFilter, personAnswer } from './handoff.js';
import type { ChatSessions } from './session/chat-sessions.js';
import { bookingProvider, type ChatBooking, validChatTimeZone } from './booking/chat-booking.js';
import type { ChatTools } from './booking/chat-booking.tools.js';

export interface ChatSettings {
  timeoutMs: number;
  maxOutputTokens: number;
  /** The office's zone, for the hours the hand-off answer states. */
  businessTimeZone?: string;
}

/**
 * A piece of the answer. The last piece of an answer that offers to pass the question to the team
 * carries `handoff: true` (its text may be empty).
 */
export interface ChatChunk {
  text: string;
  handoff?: boolean;
  /** The chat session the answer is recorded in (every piece carries it). */
  session?: string;
  /** Answers to pick (the booking dialogue's offered times, services, ways to meet). */
  choices?: string[];
  /** A booking made in the chat: its manage page's path. */
  manageUrl?: string;
}

/** A stream of answer pieces the consumer can stop early (return() aborts the provider at once). */
export type ChatStream = AsyncIterableIterator<ChatChunk>;

/**
 * The chat of SPEC §7 and DESIGN: one service behind the GraphQL subscription (streamed) and
 * POST /api/chat (whole answer). It validates the conversation, applies the visitor's budget, and
 * runs the configured provider under a deadline and an output cap. A language model's answers also
 * spend the global budget, which only caps money: once it is spent the free built-in assistant
 * answers instead. Failures become AppErrors in both languages; message text never reaches the logs.
 */
export class ChatService {
  constructor(
    private readonly provider: ChatProvider,
    private readonly rateLimits: RateLimits,
    private readonly settings: ChatSettings,
    private readonly log: Logger,
    /** Answers for free when the language model's budget is spent. */
    private readonly assistant: ChatProvider = new BuiltInAssistant(),
    /**
     * The server's record of each conversation (what a hand-off carries); without it (unit tests)
     * nothing is recorded and answers name no session.
     */
    private readonly sessions?: ChatSessions,
    /** The booking dialogue (issue 34); without it (unit tests) the chat does not book. */
    private readonly booking?: ChatBooking,
  ) {}

  get providerName(): ChatProvider['name'] {
    return this.provider.name;
  }

  /**
   * Checks and counts the request, then returns the answer's stream. Invalid input and exhausted
   * budgets throw here, before any piece is produced.
   */
  async start(input: unknown, meta: RequestMeta): Promise<ChatStream> {
    const { messages, language } = parseChatInput(input, meta.language);
    await this.rateLimits.consume('chat', meta.ip, chatTooFast);
    const timezone = validChatTimeZone(
      (input as { timezone?: unknown }).timezone,
      this.settings.businessTimeZone ?? BUSINESS_TIMEZONE_DEFAULT,
    );
    const session = await this.sessions?.open((input as { session?: unknown }).session, language);
    // "Can I talk to a person?" is answered by the team, whichever provider is configured: no model call.
    if (asksForPerson(messages.at(-1)!.content)) return this.run(this.personProvider, messages, language, session);
    // "Yes please" or a name and number typed in reply to that offer: pointed to the form, shown again.
    if (answersOffer(messages)) return this.run(this.formPointer, messages, language, session);
    const answerer = await this.answerer();
    if (!session || !this.booking) return this.run(answerer, messages, language, session);
    // Booking in the chat (issue 34): a language model books through its tools; the built-in
    // assistant by its own dialogue, which answers a wish to book and every message while it runs.
    const turn = { session, language, timezone, meta };
    if (answerer.name !== 'built-in')
      return this.run(answerer, messages, language, session, {}, this.booking.tools(turn));
    const booked = await this.booking.turn({ ...turn, message: messages.at(-1)!.content });
    if (booked) {
      const { choices, manageUrl } = booked;
      const extras = { ...(choices ? { choices } : {}), ...(manageUrl ? { manageUrl } : {}) };
      // A question asked in the middle of booking: answered, then the booking's question again.
      const provider = booked.aside ? thenAsk(answerer, booked.text) : bookingProvider(booked);
      return this.run(provider, messages, language, session, extras);
    }
    return this.run(answerer, messages, language, session);
  }

  /** Answers a yes to the hand-off typed in the chat: where to write it, with the hand-off (the form) again. */
  private readonly formPointer: ChatProvider = {
    name: 'built-in',
    stream: ({ language }) =>
      (async function* () {
        yield `${FORM_POINTER[language]}${HANDOFF_MARKER}`;
      })(),
  };

  /** Answers a request for a person with the hand-off (the panel then shows the form). */
  private readonly personProvider: ChatProvider = {
    name: 'built-in',
    stream: ({ language }) => {
      const text = `${personAnswer(language, this.settings.businessTimeZone ?? BUSINESS_TIMEZONE_DEFAULT)}${HANDOFF_MARKER}`;
      return (async function* () {
        yield text;
      })();
    },
  };

  /** Who answers this message: the configured provider, or the built-in assistant once the model's budget is spent. */
  private async answerer(): Promise<ChatProvider> {
    // The built-in assistant costs nothing: the global budget is not its concern.
    if (this.provider.name === 'built-in') return this.provider;
    if (await this.rateLimits.consumeShared('chatGlobal')) return this.provider;
    this.log.info({ feature: 'chat', provider: this.provider.name }, 'language model budget spent: built-in answers');
    return this.assistant;
  }

  /** The whole answer at once (POST /api/chat); `signal` stops the work when the client has gone. */
  async reply(input: unknown, meta: RequestMeta, signal?: AbortSignal): Promise<ChatReply> {
    const stream = await this.start(input, meta);
    const leave = () => void stream.return?.();
    signal?.addEventListener('abort', leave, { once: true });
    try {
      let message = '';
      let handoff = false;
      let session = '';
      let extras: Pick<ChatReply, 'choices' | 'manageUrl'> = {};
      for await (const piece of stream) {
        message += piece.text;
        handoff ||= piece.handoff === true;
        session ||= piece.session ?? '';
        if (piece.choices) extras = { ...extras, choices: piece.choices };
        if (piece.manageUrl) extras = { ...extras, manageUrl: piece.manageUrl };
      }
      const recorded = session ? { session, ...extras } : extras;
      return handoff ? { message: message.trimEnd(), handoff, ...recorded } : { message, ...recorded };
    } finally {
      signal?.removeEventListener('abort', leave);
    }
  }

  private run(
    provider: ChatProvider,
    messages: ChatTurn[],
    language: Language,
    session?: string,
    extras: Pick<ChatChunk, 'choices' | 'manageUrl'> = {},
    tools?: ChatTools,
  ): ChatStream {
    const stop = new AbortController();
    const deadline = AbortSignal.timeout(this.settings.timeoutMs);
    const signal = AbortSignal.any([stop.signal, deadline]);
    const { settings, log, sessions } = this;
    const started = performance.now();
    const question = messages.at(-1)!.content;
    const tagged = (chunk: ChatChunk): ChatChunk => (session ? { ...chunk, session } : chunk);

    async function* pieces(): AsyncGenerator<ChatChunk> {
      let count = 0;
      let firstPieceMs: number | undefined;
      let outcome = 'completed';
      // The provider's hand-off marker is taken out of the text and said on the last piece instead.
      const handoff = new HandoffFilter();
      let answer = '';
      try {
        for await (const piece of provider.stream({
          messages,
          language,
          maxOutputTokens: settings.maxOutputTokens,
          signal,
          ...(tools ? { tools } : {}),
        })) {
          signal.throwIfAborted();
          firstPieceMs ??= performance.now() - started;
          count += 1;
          const text = handoff.push(piece);
          answer += text;
          if (text) yield tagged({ text });
          if (count >= settings.maxOutputTokens) {
            outcome = 'output cap reached';
            break;
          }
        }
        // The SDK ends a stream quietly when its signal aborts: a deadline that passed is still a failure.
        if (outcome !== 'output cap reached') signal.throwIfAborted();
        if (count === 0) throw new Error('the provider gave an empty answer');
        const rest = handoff.end();
        answer += rest;
        // A booking made by the model's tool call: its manage link goes with the last piece.
        Object.assign(extras, tools?.extras());
        // What the visitor asked and what they were answered, as the server's record (before the
        // last piece, so a hand-off offered by it finds the exchange recorded).
        if (session && sessions) await sessions.record(session, question, answer.trim());
        if (rest || handoff.offered || extras.choices || extras.manageUrl)
          yield tagged({ text: rest, ...(handoff.offered ? { handoff: true } : {}), ...extras });
      } catch (error) {
        if (stop.signal.aborted) {
          outcome = 'visitor left';
          return;
        }
        outcome = deadline.aborted ? 'timed out' : 'provider failed';
        // The question stays in the session's record with the apology it got: a hand-off carries it.
        if (session && sessions)
          await sessions.record(session, question, CHAT_APOLOGY[language]).catch(() => undefined);
        // The error's own text may quote the request; log its kind and status only.
        log.warn(
          {
            feature: 'chat',
            provider: provider.name,
            outcome,
            error: { name: (error as Error)?.name, status: (error as { status?: number })?.status },
          },
          'chat answer failed',
        );
        throw new AppError('UNAVAILABLE', CHAT_APOLOGY);
      } finally {
        log.info(
          {
            feature: 'chat',
            provider: provider.name,
            language,
            messages: messages.length,
            pieces: count,
            firstPieceMs: firstPieceMs && Math.round(firstPieceMs),
            totalMs: Math.round(performance.now() - started),
            outcome,
            handoff: handoff.offered,
          },
          'chat answer',
        );
      }
    }

    const inner = pieces();
    return {
      next: () => inner.next(),
      // Leaving mid-answer: abort the provider first, so a pending network read ends now.
      return: async (value?: unknown) => {
        stop.abort();
        return inner.return(value as ChatChunk);
      },
      throw: (error?: unknown) => inner.throw(error),
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}

function invalid(message: Localized): AppError {
  return new AppError('BAD_USER_INPUT', message, { messages: message });
}

/**
 * The conversation of SPEC §3 "Chat request" from untrusted input: 1 to CHAT_HISTORY_LIMIT messages,
 * each from the user or the assistant with 1 to CHAT_MESSAGE_MAX_LENGTH readable characters, the last
 * one the user's. No other role (a "system" message from outside is refused, not obeyed).
 */
function parseChatInput(input: unknown, fallback: Language): { messages: ChatTurn[]; language: Language } {
  const body = (input ?? {}) as { messages?: unknown; language?: unknown };
  if (typeof body !== 'object' || Array.isArray(body)) throw invalid(CHAT_INPUT_ERRORS.messages);
  if (body.language !== undefined && body.language !== null && !isLanguage(body.language)) {
    throw new AppError('BAD_USER_INPUT', CHAT_INPUT_ERRORS.language, { language: CHAT_INPUT_ERRORS.language });
  }
  const language = isLanguage(body.language) ? body.language : fallback;
  const raw = body.messages;
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > CHAT_HISTORY_LIMIT) {
    throw invalid(CHAT_INPUT_ERRORS.messages);
  }
  const messages = raw.map((item: unknown): ChatTurn => {
    const { role, content } = (item ?? {}) as { role?: unknown; content?: unknown };
    if (role !== 'user' && role !== 'assistant') throw invalid(CHAT_INPUT_ERRORS.role);
    if (typeof content !== 'string' || content.trim() === '') throw invalid(CHAT_INPUT_ERRORS.empty);
    if (content.length > CHAT_MESSAGE_MAX_LENGTH) throw invalid(CHAT_INPUT_ERRORS.tooLong);
    // The forms' rule: a language model's API refuses a lone surrogate, and no visitor typed one.
    if (!isReadableText(content)) throw invalid(CHAT_INPUT_ERRORS.characters);
    return { role, content: content.trim() };
  });
  if (messages.at(-1)!.role !== 'user') throw invalid(CHAT_INPUT_ERRORS.messages);
  return { messages, language };
}

/** `provider`'s answer, then `question` (the booking's step, asked again after a question of the visitor's). */
function thenAsk(provider: ChatProvider, question: string): ChatProvider {
  return {
    name: provider.name,
    stream: (request) =>
      (async function* () {
        yield* provider.stream(request);
        yield `\n\n${question}`;
      })(),
  };
}
