import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Who wrote a message of a conversation. */
export type ConversationAuthor = 'visitor' | 'assistant' | 'staff';

/**
 * A visitor talking to a person (issue 34, item 4): opened from a chat session ("Talk to a person", or
 * the assistant's hand-off), it starts with the server's record of that chat and goes on with what the
 * visitor and staff write. With Telegram configured it has a topic in the staff group
 * (`telegramThreadId`), or, where the group has no topics, a reply thread under `telegramRootMessageId`.
 * The chat session's id is the visitor's key to it: nobody else can read it.
 */
export const Conversation = defineEntity({
  name: 'Conversation',
  tableName: 'conversations',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** The chat session (chat_sessions.id) it came from: one conversation per session. */
    sessionId: p.uuid().unique(),
    language: p.string().length(2),
    visitorName: p.string().length(100).nullable(),
    /** Where a staff reply goes when the visitor has left the chat (optional). */
    visitorEmail: p.string().length(254).nullable(),
    /** The staff group's forum topic (message_thread_id), when the group has topics. */
    telegramThreadId: p.integer().nullable().index(),
    /** The first message of the reply thread, where the group has no topics. */
    telegramRootMessageId: p.integer().nullable().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** The last message's time: the inbox lists the newest first, the retention job deletes by it. */
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});
export type Conversation = InferEntity<typeof Conversation>;

/** One message of a conversation. */
export const ConversationMessage = defineEntity({
  name: 'ConversationMessage',
  tableName: 'conversation_messages',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    conversationId: p.uuid().index(),
    author: p.string().length(10).$type<ConversationAuthor>(),
    /** The staff member's display name (their Telegram or sign-in first name); null for the others. */
    authorName: p.string().length(100).nullable(),
    text: p.text(),
    /** The Telegram message a staff reply came from: the same update twice is stored once. */
    telegramMessageId: p.integer().nullable(),
    /** A staff reply reached the visitor's open chat (then no e-mail is needed). */
    deliveredAt: p.datetime().nullable(),
    /** A staff reply went to the visitor by e-mail (they had left). */
    emailedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['conversationId', 'telegramMessageId'] }],
});
export type ConversationMessage = InferEntity<typeof ConversationMessage>;
