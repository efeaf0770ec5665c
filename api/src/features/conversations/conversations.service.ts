import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type PgBoss from 'pg-boss';
import { object } from 'yup';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  FIELD_LIMITS,
  languageField,
  optionalEmailField,
  optionalText,
  requiredText,
  type Language,
} from '@site/common';
import { AppError } from '../../errors.js';
import type { EventBus, Topic } from '../../events/event-bus.js';
import type { Logger } from '../../logger.js';
import type { Caller } from '../../operation.js';
import type { RateLimits } from '../../rate-limits/index.js';
import { validateInput, isUuid } from '../../validation.js';
import { inert, oneLine } from '../alerts/index.js';
import { ChatSession, type ChatSessions } from '../chat/index.js';
import type { MailQueue } from '../mail/index.js';
import { Conversation, ConversationMessage, type ConversationAuthor } from './conversation.entity.js';
import { CONVERSATION_ERRORS, conversationLink, staffReplyEmail } from './conversations.messages.js';
import type { ConversationTelegram, TelegramUpdate } from './conversations.telegram.js';

/** The pg-boss queue of "did the visitor see this staff reply? else e-mail it". */
export const CONVERSATION_EMAIL_QUEUE = 'conversation-email';
/** The pg-boss queue of the daily deletion of old conversations. */
export const CONVERSATION_RETENTION_QUEUE = 'conversation-retention';

export interface ConversationSettings {
  publicUrl: string;
  /** A staff reply not seen in the open chat this long after it came is e-mailed (when there is an address). */
  emailAfterMinutes: number;
  /** Conversations (and the chat sessions they came from) are deleted this long after their last message. */
  retentionDays: number;
}

export interface MessageView {
  id: string;
  author: ConversationAuthor;
  authorName: string | null;
  text: string;
  createdAt: Date;
}

export interface ConversationView {
  id: string;
  session: string;
  language: string;
  visitorName: string | null;
  visitorEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
  messages: MessageView[];
}

export interface ConversationSummary {
  id: string;
  language: string;
  visitorName: string | null;
  visitorEmail: string | null;
  updatedAt: Date;
  lastMessage: MessageView | null;
}

/** What travels on the bus: ids only, the text stays in the database. */
interface ConversationEvent {
  conversationId: string;
  messageId: string;
}

const startSchema = object({
  name: optionalText(FIELD_LIMITS.name),
  email: optionalEmailField(),
  language: languageField(),
});
const messageSchema = object({ text: requiredText(CHAT_MESSAGE_MAX_LENGTH) });

const view = (message: ConversationMessage): MessageView => ({
  id: message.id,
  author: message.author,
  authorName: message.authorName ?? null,
  text: message.text,
  createdAt: message.createdAt,
});

/** Telegram's limits: a topic's name 1–128 characters, a message 4096. */
const TOPIC_NAME_LIMIT = 128;
const TELEGRAM_TEXT_LIMIT = 4096;

/** A visitor's text for Telegram: plain (no parse mode), links, mentions and commands broken (inert). */
const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

/**
 * Conversations between a visitor and the team (issue 34, item 4). The visitor opens one from their
 * chat session and writes; staff answer in the staff group's Telegram topic or from the inbox; every
 * message is stored, then announced on the event bus so the open chat on whichever instance holds it
 * shows it at once. A staff reply nobody saw in the chat is e-mailed (when the visitor left an address).
 */
export class Conversations {
  private readonly topic: Topic<ConversationEvent>;
  /** Staff pages: "this conversation changed" (every conversation, one key). */
  private readonly staffTopic: Topic<ConversationEvent>;

  constructor(
    private readonly orm: MikroORM,
    events: EventBus,
    private readonly sessions: ChatSessions,
    private readonly rateLimits: RateLimits,
    private readonly jobs: PgBoss,
    private readonly mail: MailQueue,
    private readonly settings: ConversationSettings,
    private readonly log: Logger,
    private readonly telegram?: ConversationTelegram,
  ) {
    this.topic = events.topic<ConversationEvent>('conversation');
    this.staffTopic = events.topic<ConversationEvent>('conversations');
  }

  /**
   * Opens the conversation of a chat session (a new session when the visitor has not chatted yet), or
   * gives the one it already has (a replayed or concurrent request opens one only): the chat so far
   * from the server's record, then a topic (or thread) in the staff group carrying it.
   */
  async start(input: unknown, caller: Caller): Promise<ConversationView> {
    const raw = (input ?? {}) as { session?: unknown };
    const values = await validateInput(startSchema, input);
    const language = values.language as Language;
    const existing = isUuid(raw.session) ? await this.bySession(raw.session) : undefined;
    if (existing) return this.viewOf(existing, caller);
    await this.rateLimits.consume('chatLead', caller.ip);
    const session = await this.sessions.open(raw.session, language);
    const em = this.orm.em.fork();
    const created = await em.transactional(async (tx) => {
      const record = await tx.findOne(ChatSession, { id: session }, { fields: ['turns'] });
      // One conversation per session, also for two requests at once: the loser finds the winner's.
      const inserted = (await tx.execute(
        `insert into conversations (id, session_id, language, visitor_name, visitor_email, created_at, updated_at)
         values (gen_random_uuid(), ?, ?, ?, ?, now(), now()) on conflict (session_id) do nothing returning id`,
        [session, language, values.name || null, values.email || null],
      )) as { id: string }[];
      const id = inserted[0]?.id;
      if (!id) return undefined;
      const at = Date.now();
      (record?.turns ?? []).forEach((turn, index) =>
        tx.create(ConversationMessage, {
          conversationId: id,
          author: turn.role === 'user' ? 'visitor' : 'assistant',
          text: turn.content,
          // The chat's order, a millisecond apart.
          createdAt: new Date(at - (record!.turns.length - index) * 1),
        }),
      );
      await tx.flush();
      return id;
    });
    const conversation = await this.bySession(session);
    if (!conversation) throw new AppError('NOT_FOUND', CONVERSATION_ERRORS.notFound);
    if (created) {
      this.staffTopic.publish('all', { conversationId: created, messageId: '' });
      await this.openInTelegram(conversation);
    }
    return this.viewOf(conversation, caller);
  }

  /** The visitor's conversation (their session is the key); staff replies in it count as seen. */
  async forVisitor(session: unknown, caller: Caller): Promise<ConversationView> {
    const conversation = isUuid(session) ? await this.bySession(session) : undefined;
    if (!conversation) throw new AppError('NOT_FOUND', CONVERSATION_ERRORS.notFound);
    return this.viewOf(conversation, caller, true);
  }

  /** The visitor writes: stored, shown on staff pages, forwarded to the staff group. */
  async visitorMessage(input: unknown, caller: Caller): Promise<MessageView> {
    const session = (input as { session?: unknown } | null)?.session;
    const conversation = isUuid(session) ? await this.bySession(session) : undefined;
    if (!conversation) throw new AppError('NOT_FOUND', CONVERSATION_ERRORS.notFound);
    const { text } = await validateInput(messageSchema, input);
    await this.rateLimits.consume('chat', caller.ip);
    const message = await this.add(conversation, 'visitor', null, text);
    if (this.telegram)
      await this.forward(conversation, `🗣 ${this.visitorLabel(conversation)}: ${inert(text)}`, message.id);
    return view(message);
  }

  /** A staff member answers from the inbox: stored, shown to the visitor, copied to the staff group. */
  async staffReplyFromInbox(id: unknown, text: unknown, staffName: string): Promise<MessageView> {
    const conversation = isUuid(id) ? await this.orm.em.fork().findOne(Conversation, { id }) : null;
    if (!conversation) throw new AppError('NOT_FOUND', CONVERSATION_ERRORS.notFound);
    const values = await validateInput(messageSchema, { text });
    const message = await this.staffReply(conversation, staffName, values.text);
    if (this.telegram)
      await this.forward(conversation, `💬 ${oneLine(staffName)} (inbox): ${inert(values.text)}`, message.id);
    return view(message);
  }

  /**
   * One Telegram update (long polling or the webhook): only a person's text message in the configured
   * staff group, in a conversation's topic or replying in its thread, is a staff reply; anything else
   * is ignored. The same update twice (a crash before its offset was confirmed) is stored once.
   */
  async telegramUpdate(update: TelegramUpdate): Promise<boolean> {
    const message = update?.message;
    if (!this.telegram || !message || typeof message.text !== 'string' || !message.text.trim()) return false;
    if (String(message.chat?.id) !== this.telegram.chatId) return false;
    if (!message.from || message.from.is_bot) return false;
    const em = this.orm.em.fork();
    let conversation: Conversation | null = null;
    if (message.is_topic_message && message.message_thread_id)
      conversation = await em.findOne(Conversation, { telegramThreadId: message.message_thread_id });
    const repliedTo = message.reply_to_message?.message_id;
    if (!conversation && repliedTo) {
      conversation = await em.findOne(Conversation, { telegramRootMessageId: repliedTo, telegramThreadId: null });
      if (!conversation) {
        const forwarded = await em.findOne(ConversationMessage, {
          telegramMessageId: repliedTo,
          author: { $ne: 'staff' },
        });
        if (forwarded)
          conversation = await em.findOne(Conversation, { id: forwarded.conversationId, telegramThreadId: null });
      }
    }
    if (!conversation) return false;
    // The same update again (its offset not confirmed before a crash): stored once.
    if (await em.count(ConversationMessage, { conversationId: conversation.id, telegramMessageId: message.message_id }))
      return true;
    const name = oneLine(message.from.first_name ?? '').slice(0, 100) || 'Team';
    const text = message.text.slice(0, CHAT_MESSAGE_MAX_LENGTH);
    await this.staffReply(conversation, name, text, message.message_id);
    return true;
  }

  /**
   * A visitor's open chat: each new message of their conversation (from whichever instance stored it).
   * A staff reply delivered here counts as seen (no e-mail).
   */
  async visitorStream(session: unknown): Promise<AsyncIterableIterator<MessageView>> {
    const conversation = isUuid(session) ? await this.bySession(session) : undefined;
    if (!conversation) throw new AppError('NOT_FOUND', CONVERSATION_ERRORS.notFound);
    // Listening starts here, before the subscription's first event is asked for.
    const events = this.topic.subscribe(conversation.id);
    const orm = this.orm;
    async function* messages(): AsyncGenerator<MessageView> {
      for await (const event of events) {
        const em = orm.em.fork();
        const message = await em.findOne(ConversationMessage, { id: event.messageId });
        if (!message) continue;
        if (message.author === 'staff' && !message.deliveredAt)
          await em.nativeUpdate(
            ConversationMessage,
            { id: message.id, deliveredAt: null },
            { deliveredAt: new Date() },
          );
        yield view(message);
      }
    }
    const stream = messages();
    const iterator: AsyncIterableIterator<MessageView> = {
      next: () => stream.next(),
      return: async () => {
        await events.return?.();
        return stream.return(undefined);
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  /** Staff pages: the id of each conversation that changed. */
  staffStream(): AsyncIterableIterator<ConversationEvent> {
    return this.staffTopic.subscribe('all');
  }

  /** The inbox's list: the newest conversations first, each with its last message. */
  async list(limit = 50): Promise<ConversationSummary[]> {
    const em = this.orm.em.fork();
    const conversations = await em.find(Conversation, {}, { orderBy: { updatedAt: 'desc' }, limit });
    const last = conversations.length
      ? ((await em.execute(
          `select distinct on (conversation_id) * from conversation_messages
           where conversation_id in (${conversations.map(() => '?').join(',')})
           order by conversation_id, created_at desc`,
          conversations.map((conversation) => conversation.id),
        )) as {
          id: string;
          conversation_id: string;
          author: ConversationAuthor;
          author_name: string | null;
          text: string;
          created_at: Date;
        }[])
      : [];
    return conversations.map((conversation) => {
      const row = last.find((message) => message.conversation_id === conversation.id);
      return {
        id: conversation.id,
        language: conversation.language,
        visitorName: conversation.visitorName ?? null,
        visitorEmail: conversation.visitorEmail ?? null,
        updatedAt: conversation.updatedAt,
        lastMessage: row
          ? {
              id: row.id,
              author: row.author,
              authorName: row.author_name,
              text: row.text,
              createdAt: new Date(row.created_at),
            }
          : null,
      };
    });
  }

  /** One conversation in full, for staff. */
  async thread(id: unknown): Promise<ConversationView> {
    const conversation = isUuid(id) ? await this.orm.em.fork().findOne(Conversation, { id }) : null;
    if (!conversation) throw new AppError('NOT_FOUND', CONVERSATION_ERRORS.notFound);
    return this.viewOf(conversation);
  }

  /**
   * The e-mail job of one staff reply: when the visitor's chat did not show it (they had left) and they
   * gave an address, every staff reply they have not seen goes to them in one e-mail.
   */
  async emailIfUnseen(messageId: string): Promise<void> {
    const em = this.orm.em.fork();
    const message = await em.findOne(ConversationMessage, { id: messageId });
    if (!message || message.deliveredAt || message.emailedAt) return;
    const conversation = await em.findOne(Conversation, { id: message.conversationId });
    if (!conversation?.visitorEmail) return;
    await em.transactional(async (tx) => {
      const unseen = (await tx.execute(
        `update conversation_messages set emailed_at = now()
         where conversation_id = ? and author = 'staff' and delivered_at is null and emailed_at is null
         returning text, author_name, created_at`,
        [conversation.id],
      )) as { text: string; author_name: string | null; created_at: Date }[];
      if (unseen.length === 0) return;
      unseen.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
      const language = conversation.language === 'km' ? 'km' : 'en';
      await this.mail.enqueue(tx, [
        staffReplyEmail({
          to: conversation.visitorEmail!,
          language,
          visitorName: conversation.visitorName ?? null,
          staffName: unseen.at(-1)!.author_name ?? 'Team',
          replies: unseen.map((row) => row.text),
          link: conversationLink(this.settings.publicUrl, language, conversation.sessionId),
        }),
      ]);
    });
  }

  /**
   * Deletes the conversations whose last message is older than the retention, with their messages and
   * the chat sessions they came from, and chat sessions as old that never became a conversation.
   */
  async purge(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.settings.retentionDays * 24 * 60 * 60 * 1000);
    return this.orm.em.fork().transactional(async (tx) => {
      // The messages and the session go with their conversation, in one statement.
      const [gone] = (await tx.execute(
        `with gone as (delete from conversations where updated_at < ? returning id, session_id),
           messages as (delete from conversation_messages where conversation_id in (select id from gone)),
           sessions as (delete from chat_sessions where id in (select session_id from gone))
         select count(*)::int as n from gone`,
        [cutoff],
      )) as { n: number }[];
      await tx.execute(
        `delete from chat_sessions s where s.updated_at < ? and not exists (select 1 from conversations c where c.session_id = s.id)`,
        [cutoff],
      );
      // The chat's booking dialogues (their drafts hold a visitor's name and e-mail) go with their sessions.
      await tx.execute(
        `delete from chat_booking_dialogues d where d.updated_at < ? and not exists (select 1 from chat_sessions s where s.id = d.session)`,
        [cutoff],
      );
      return gone?.n ?? 0;
    });
  }

  private async staffReply(
    conversation: Conversation,
    staffName: string,
    text: string,
    telegramMessageId?: number,
  ): Promise<ConversationMessage> {
    const message = await this.add(conversation, 'staff', staffName, text, telegramMessageId);
    if (conversation.visitorEmail)
      await this.jobs.send(
        CONVERSATION_EMAIL_QUEUE,
        { messageId: message.id },
        { startAfter: Math.round(this.settings.emailAfterMinutes * 60), retryLimit: 5 },
      );
    return message;
  }

  /** Stores a message, moves the conversation up, and announces it to the visitor's chat and staff pages. */
  private async add(
    conversation: Conversation,
    author: ConversationAuthor,
    authorName: string | null,
    text: string,
    telegramMessageId?: number,
  ): Promise<ConversationMessage> {
    const em = this.orm.em.fork();
    const message = await em.transactional(async (tx: EntityManager) => {
      const created = tx.create(ConversationMessage, {
        conversationId: conversation.id,
        author,
        authorName,
        text,
        telegramMessageId: telegramMessageId ?? null,
      });
      await tx.nativeUpdate(Conversation, { id: conversation.id }, { updatedAt: new Date() });
      return created;
    });
    const event = { conversationId: conversation.id, messageId: message.id };
    this.topic.publish(conversation.id, event);
    this.staffTopic.publish('all', event);
    return message;
  }

  private visitorLabel(conversation: Conversation): string {
    return inert(oneLine(conversation.visitorName || 'Visitor')).slice(0, 100);
  }

  /** The topic (or reply thread) of a new conversation, carrying the chat so far. Telegram failing loses nothing: the inbox has it. */
  private async openInTelegram(conversation: Conversation): Promise<void> {
    const telegram = this.telegram;
    if (!telegram) return;
    try {
      const label = this.visitorLabel(conversation);
      const threadId = await telegram.createForumTopic(cut(`💬 ${label} · ${conversation.language}`, TOPIC_NAME_LIMIT));
      const em = this.orm.em.fork();
      const messages = await em.find(
        ConversationMessage,
        { conversationId: conversation.id },
        { orderBy: { createdAt: 'asc' } },
      );
      const head = [
        `💬 Talk to a person: ${label}`,
        conversation.visitorEmail ? `E-mail: ${inert(oneLine(conversation.visitorEmail))}` : 'No e-mail given',
        `Language: ${conversation.language === 'km' ? 'Khmer' : 'English'}`,
        `Inbox: ${this.settings.publicUrl}/dashboard/conversations?id=${conversation.id}`,
        threadId
          ? 'Write in this topic to answer; the visitor reads it in the chat.'
          : 'Reply to this message to answer; the visitor reads it in the chat.',
      ];
      const speaker = (message: ConversationMessage) =>
        message.author === 'visitor'
          ? '🗣 Visitor'
          : message.author === 'assistant'
            ? '🤖 Assistant'
            : `💬 ${inert(oneLine(message.authorName ?? 'Team'))} (inbox)`;
      const lines = messages.map(
        (message) => `${speaker(message)}: ${inert(message.text.replace(/\s*[\r\n\u2028\u2029]+\s*/gu, ' ↵ '))}`,
      );
      const transcript = cut(
        [...head, '', ...(lines.length ? ['The chat so far:', ...lines] : [])].join('\n'),
        TELEGRAM_TEXT_LIMIT,
      );
      const first = await telegram.sendMessage(transcript, { threadId });
      await em.nativeUpdate(
        Conversation,
        { id: conversation.id },
        threadId ? { telegramThreadId: threadId } : { telegramRootMessageId: first },
      );
      conversation.telegramThreadId = threadId ?? null;
      conversation.telegramRootMessageId = threadId ? null : first;
    } catch (error) {
      this.log.warn(
        { err: { message: (error as Error).message }, conversation: conversation.id },
        'could not open the conversation in Telegram',
      );
    }
  }

  /** A message into the conversation's topic or thread (after a reload of where that is). */
  private async forward(conversation: Conversation, text: string, messageId: string): Promise<void> {
    const telegram = this.telegram!;
    try {
      const em = this.orm.em.fork();
      const current = await em.findOne(Conversation, { id: conversation.id });
      if (!current) return;
      // Telegram was away when the conversation opened: open it now, the transcript carrying this message too.
      if (!current.telegramThreadId && !current.telegramRootMessageId) return await this.openInTelegram(current);
      const sent = await telegram.sendMessage(cut(text, TELEGRAM_TEXT_LIMIT), {
        threadId: current.telegramThreadId,
        replyTo: current.telegramThreadId ? undefined : current.telegramRootMessageId,
      });
      await em.nativeUpdate(ConversationMessage, { id: messageId }, { telegramMessageId: sent });
    } catch (error) {
      this.log.warn(
        { err: { message: (error as Error).message }, conversation: conversation.id },
        'could not forward to Telegram',
      );
    }
  }

  private async bySession(session: string): Promise<Conversation | undefined> {
    return (await this.orm.em.fork().findOne(Conversation, { sessionId: session.toLowerCase() })) ?? undefined;
  }

  private async viewOf(conversation: Conversation, _caller?: Caller, seenByVisitor = false): Promise<ConversationView> {
    const em = this.orm.em.fork();
    const messages = await em.find(
      ConversationMessage,
      { conversationId: conversation.id },
      { orderBy: { createdAt: 'asc' } },
    );
    if (seenByVisitor && messages.some((message) => message.author === 'staff' && !message.deliveredAt))
      await em.nativeUpdate(
        ConversationMessage,
        { conversationId: conversation.id, author: 'staff', deliveredAt: null },
        { deliveredAt: new Date() },
      );
    return {
      id: conversation.id,
      session: conversation.sessionId,
      language: conversation.language,
      visitorName: conversation.visitorName ?? null,
      visitorEmail: conversation.visitorEmail ?? null,
      createdAt: conversation.createdAt,
      updatedAt: conversation.updatedAt,
      messages: messages.map(view),
    };
  }
}
