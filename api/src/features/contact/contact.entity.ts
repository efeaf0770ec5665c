import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ChatTurn, ContactStatus, InquirySource } from '@site/common';

/**
 * An inquiry: sent from the footer's contact form, or left in the chat when the assistant could not
 * answer (`source` 'chat': no service, an e-mail or a phone number, and the conversation's last
 * messages in `transcript`). Staff work through it: new → read → replied.
 */
export const ContactSubmission = defineEntity({
  name: 'ContactSubmission',
  tableName: 'contact_submissions',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(100),
    /** Null only for a chat lead who left a phone number instead. */
    email: p.string().length(254).nullable(),
    phone: p.string().length(30).nullable(),
    /** Null for a chat lead (the chat asks no service). */
    service: p.string().length(40).nullable(),
    message: p.text(),
    language: p.string().length(2),
    status: p.string().length(20).default('new').$type<ContactStatus>(),
    source: p.string().length(10).default('form').$type<InquirySource>(),
    /** A chat lead's last messages: the server's record of its chat session (never what a browser sent). */
    transcript: p.json<ChatTurn[]>().nullable(),
    /** When and by whom (a staff name) the status was last set. */
    statusChangedAt: p.datetime().nullable(),
    statusChangedBy: p.string().length(200).nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});
export type ContactSubmission = InferEntity<typeof ContactSubmission>;
