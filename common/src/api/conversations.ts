import { contract, type NoInput } from './contract.js';
import type { Language } from '../languages.js';

/** Who wrote a message of a conversation with the team (issue 34). */
export type ConversationAuthor = 'visitor' | 'assistant' | 'staff';

export interface ConversationMessageView {
  id: string;
  author: ConversationAuthor;
  /** A staff member's display name (staff messages only). */
  authorName: string | null;
  text: string;
  createdAt: Date;
}

/** A visitor's conversation with the team: the chat before the hand-off, then what each side wrote. */
export interface ConversationView {
  id: string;
  /** The chat session it belongs to: the visitor's key to it. */
  session: string;
  language: string;
  visitorName: string | null;
  visitorEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
  messages: ConversationMessageView[];
}

/** The staff list's line of a conversation. */
export interface ConversationSummaryView {
  id: string;
  language: string;
  visitorName: string | null;
  visitorEmail: string | null;
  updatedAt: Date;
  lastMessage: ConversationMessageView | null;
}

export interface StartConversationRequest {
  /** The chat session so far (ChatReply.session); absent, a new one. */
  session?: string;
  name?: string;
  /** Where a staff reply goes if the visitor has left the chat. */
  email?: string;
  language?: Language;
}

export const conversationsApi = {
  /** Talk to a person: opens (or gives again) the conversation of a chat session for the team. */
  start: contract<StartConversationRequest, ConversationView>({
    method: 'POST',
    path: '/api/conversations',
    status: 201,
  }),
  /** The visitor's conversation, by its chat session. */
  read: contract<{ session: string }, ConversationView>({
    method: 'GET',
    path: '/api/conversations/:session',
    status: 200,
  }),
  /** The visitor writes to the team. */
  send: contract<{ session: string; text: string }, ConversationMessageView>({
    method: 'POST',
    path: '/api/conversations/:session/messages',
    status: 201,
  }),
  /** Staff: the conversations, the newest first. */
  list: contract<NoInput, ConversationSummaryView[]>({ method: 'GET', path: '/api/admin/conversations', status: 200 }),
  /** Staff: one conversation in full. */
  thread: contract<{ id: string }, ConversationView>({
    method: 'GET',
    path: '/api/admin/conversations/:id',
    status: 200,
  }),
  /** Staff: answer a visitor. */
  reply: contract<{ id: string; text: string }, ConversationMessageView>({
    method: 'POST',
    path: '/api/admin/conversations/:id/replies',
    status: 201,
  }),
};
