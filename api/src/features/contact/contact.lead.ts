import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChatTurn, Localized } from '@site/common';
import { AppError } from '../../errors.js';

/**
 * Where a chat lead's conversation comes from: the server's own record of the chat session (the chat
 * feature registers it, `contact.useChatSessions`). Claimed in the lead's transaction.
 */
export interface ChatSessionRecord {
  claimForLead(
    tx: EntityManager,
    session: unknown,
    leadId: string,
  ): Promise<{ turns: ChatTurn[] } | { refused: 'unknown' | 'empty' | 'taken' }>;
}

const NO_CHAT: Localized = {
  en: 'Please ask your question in the chat first: we pass the conversation you had with our assistant on to our team.',
  km: 'សូមសួរសំណួររបស់អ្នកនៅក្នុងការជជែកជាមុនសិន៖ យើងបញ្ជូនការសន្ទនាដែលអ្នកមានជាមួយជំនួយការរបស់យើង ទៅក្រុមការងាររបស់យើង។',
};
const ALREADY_SENT: Localized = {
  en: 'This conversation has already been passed to our team. We will get back to you soon.',
  km: 'ការសន្ទនានេះត្រូវបានបញ្ជូនទៅក្រុមការងាររបស់យើងរួចហើយ។ យើងនឹងឆ្លើយតបអ្នកឆាប់ៗ។',
};

/**
 * The conversation of a lead, from the server's record of its chat session: refused (nothing stored)
 * when the session is unknown or holds no exchange with the assistant (a lead that never chatted),
 * or when it already gave a lead.
 */
export async function leadTranscript(
  record: ChatSessionRecord | undefined,
  tx: EntityManager,
  session: unknown,
  leadId: string,
): Promise<ChatTurn[]> {
  const claim = record ? await record.claimForLead(tx, session, leadId) : { refused: 'unknown' as const };
  if ('turns' in claim) return claim.turns;
  if (claim.refused === 'taken') throw new AppError('CONFLICT', ALREADY_SENT, { session: ALREADY_SENT });
  throw new AppError('BAD_USER_INPUT', NO_CHAT, { session: NO_CHAT });
}
