import {
  CHAT_HISTORY_LIMIT,
  CHAT_MESSAGE_MAX_LENGTH,
  isReadableText,
  type ChatTurn,
  type Localized,
} from '@site/common';
import { AppError } from '../../errors.js';

const BAD_TRANSCRIPT: Localized = {
  en: `The conversation must be at most ${CHAT_HISTORY_LIMIT} messages from the visitor or the assistant, each 1 to ${CHAT_MESSAGE_MAX_LENGTH} readable characters.`,
  km: `ការសន្ទនាត្រូវមានសារយ៉ាងច្រើន ${CHAT_HISTORY_LIMIT} ពីភ្ញៀវ ឬពីជំនួយការ ដោយសារនីមួយៗមានពី 1 ដល់ ${CHAT_MESSAGE_MAX_LENGTH} តួអក្សរដែលអាចអានបាន។`,
};

/**
 * The conversation a chat lead brings along, from untrusted input: absent or up to CHAT_HISTORY_LIMIT
 * messages, each from the user or the assistant with 1 to CHAT_MESSAGE_MAX_LENGTH readable characters
 * (the chat request's own rules). Anything else is refused with a field error, nothing stored.
 */
export function parseTranscript(input: unknown): ChatTurn[] | null {
  const raw = input !== null && typeof input === 'object' ? (input as { transcript?: unknown }).transcript : undefined;
  if (raw === undefined || raw === null) return null;
  const refuse = () => new AppError('BAD_USER_INPUT', BAD_TRANSCRIPT, { transcript: BAD_TRANSCRIPT });
  if (!Array.isArray(raw) || raw.length > CHAT_HISTORY_LIMIT) throw refuse();
  const turns = raw.map((item: unknown): ChatTurn => {
    const { role, content } = (item ?? {}) as { role?: unknown; content?: unknown };
    if (role !== 'user' && role !== 'assistant') throw refuse();
    if (typeof content !== 'string' || !content.trim() || content.length > CHAT_MESSAGE_MAX_LENGTH) throw refuse();
    if (!isReadableText(content)) throw refuse();
    return { role, content: content.trim() };
  });
  return turns.length > 0 ? turns : null;
}
