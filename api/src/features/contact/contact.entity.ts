import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ContactStatus } from '@site/common';

/** An inquiry sent from the footer's contact form. */
export const ContactSubmission = defineEntity({
  name: 'ContactSubmission',
  tableName: 'contact_submissions',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(100),
    email: p.string().length(254),
    phone: p.string().length(30).nullable(),
    service: p.string().length(40),
    message: p.text(),
    language: p.string().length(2),
    status: p.string().length(20).default('new').$type<ContactStatus>(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});
export type ContactSubmission = InferEntity<typeof ContactSubmission>;
