import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { CHAT_HISTORY_LIMIT, type ChatTurn, type Language } from '@site/common';
import { ChatSession } from './chat-session.entity.js';

/** Most turns a session keeps (a visitor who chats on and on: the oldest are not stored beyond it). */
export const SESSION_TURN_LIMIT = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What claiming a session for a lead found. */
export type LeadClaim = { turns: ChatTurn[] } | { refused: 'unknown' | 'empty' | 'taken' };

/**
 * The chat sessions the server keeps: opened (or continued) by each chat request, one exchange
 * recorded after each answer, claimed once by a hand-off to the team.
 */
export class ChatSessions {
  constructor(private readonly orm: MikroORM) {}

  /** The session a request continues (its id, when it is one the server knows), else a new one. */
  async open(session: unknown, language: Language): Promise<string> {
    const em = this.orm.em.fork();
    if (typeof session === 'string' && UUID.test(session)) {
      const known = await em.findOne(ChatSession, { id: session.toLowerCase() }, { fields: ['id'] });
      if (known) return known.id;
    }
    const created = em.create(ChatSession, { language, turns: [] });
    await em.flush();
    return created.id;
  }

  /** Appends what the visitor asked and what the server answered (one statement: concurrent answers both land). */
  async record(session: string, question: string, answer: string): Promise<void> {
    const turns: ChatTurn[] = [
      { role: 'user', content: question },
      { role: 'assistant', content: answer },
    ];
    await this.orm.em
      .fork()
      .getConnection()
      .execute(
        `update chat_sessions set turns = turns || ?::jsonb, updated_at = now()
         where id = ? and jsonb_array_length(turns) < ?`,
        [JSON.stringify(turns), session, SESSION_TURN_LIMIT],
      );
  }

  /**
   * Claims the session for the lead `leadId`, in the lead's transaction: the session must exist, hold
   * at least one exchange and have given no lead yet (one statement, so two hand-offs at once cannot
   * both claim it). Gives the conversation's last CHAT_HISTORY_LIMIT turns.
   */
  async claimForLead(tx: EntityManager, session: unknown, leadId: string): Promise<LeadClaim> {
    if (typeof session !== 'string' || !UUID.test(session)) return { refused: 'unknown' };
    const id = session.toLowerCase();
    const claimed = (await tx.execute(
      `update chat_sessions set lead_id = ?, updated_at = now()
       where id = ? and lead_id is null and jsonb_array_length(turns) > 0
       returning turns`,
      [leadId, id],
    )) as { turns: ChatTurn[] | string }[];
    const row = claimed[0];
    if (row) {
      const turns = typeof row.turns === 'string' ? (JSON.parse(row.turns) as ChatTurn[]) : row.turns;
      return { turns: turns.slice(-CHAT_HISTORY_LIMIT) };
    }
    const existing = await tx.findOne(ChatSession, { id }, { fields: ['id', 'leadId', 'turns'] });
    if (!existing) return { refused: 'unknown' };
    return { refused: existing.leadId ? 'taken' : 'empty' };
  }
}
