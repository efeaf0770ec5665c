import type { EnvReader } from '../../env.js';

export interface ChatConfig {
  openai?: { apiKey: string; model: string; baseUrl?: string };
  /** The chat assistant's limits (either provider). */
  chat: {
    /** Longest a whole answer may take before the visitor gets the apology. */
    timeoutMs: number;
    /** Most tokens (the built-in assistant: pieces) one answer may have. */
    maxOutputTokens: number;
    /** Pause between the built-in assistant's pieces, so answers read as they are typed; 0 sends at once. */
    streamPaceMs: number;
  };
}

/** OPENAI_API_KEY, OPENAI_MODEL, OPENAI_BASE_URL, CHAT_TIMEOUT_MS, CHAT_MAX_OUTPUT_TOKENS, CHAT_STREAM_PACE_MS. */
export function readChatSettings(env: EnvReader): ChatConfig {
  let openai: ChatConfig['openai'];
  const apiKey = env.value('OPENAI_API_KEY');
  if (apiKey) {
    const baseUrl = env.value('OPENAI_BASE_URL') ? env.httpUrl('OPENAI_BASE_URL') : undefined;
    openai = { apiKey, model: env.value('OPENAI_MODEL') ?? 'gpt-4o-mini', baseUrl };
  } else {
    env.usingDefault('built-in site assistant for the chat (no OPENAI_API_KEY)');
  }
  return {
    openai,
    chat: {
      timeoutMs: env.integer('CHAT_TIMEOUT_MS', 30_000, 1000, 300_000),
      maxOutputTokens: env.integer('CHAT_MAX_OUTPUT_TOKENS', 600, 16, 4096),
      streamPaceMs: env.integer('CHAT_STREAM_PACE_MS', 20, 0, 1000),
    },
  };
}
