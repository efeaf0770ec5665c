import type { Language } from '@site/common';
import type { ChatTools } from './booking/chat-booking.tools.js';

/** One message of the conversation as the visitor's browser sends it (SPEC §3 "Chat request"). */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  /** At most CHAT_HISTORY_LIMIT turns, the last one the visitor's. */
  messages: readonly ChatTurn[];
  language: Language;
  /** Most tokens the answer may have. */
  maxOutputTokens: number;
  /** Aborted when the visitor leaves or the timeout passes: stop working at once. */
  signal: AbortSignal;
  /** Tools a language model may call (booking in the chat); the server runs them. */
  tools?: ChatTools;
}

/**
 * Something that answers the visitor: the built-in site assistant or a language model. It yields the
 * answer in pieces as they are produced; it throws when it cannot answer (ChatService turns that into
 * the apology and logs it).
 */
export interface ChatProvider {
  readonly name: 'built-in' | 'openai';
  stream(request: ChatRequest): AsyncIterable<string>;
}
