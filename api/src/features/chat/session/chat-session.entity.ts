import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ChatTurn } from '@site/common';

/**
 * The server's own record of one chat conversation (issue 34): each message the visitor sent and the
 * answer the server gave, in order. A hand-off to the team carries this record, never lines the
 * browser sends; `leadId` is the one inquiry (chat lead) the session gave, if any.
 */
export const ChatSession = defineEntity({
  name: 'ChatSession',
  tableName: 'chat_sessions',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    language: p.string().length(2),
    turns: p.json<ChatTurn[]>(),
    /** The chat lead (contact_submissions.id) this session gave: at most one. */
    leadId: p.uuid().nullable().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});
export type ChatSession = InferEntity<typeof ChatSession>;
