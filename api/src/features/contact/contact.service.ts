import type { MikroORM } from '@mikro-orm/postgresql';
import { contactSchema, isHoneypotFilled, type Language } from '@site/common';
import type { Logger } from '../../logger.js';
import type { RequestMeta } from '../../shared/request-meta.js';
import { validateInput } from '../../validation.js';
import type { RateLimits } from '../abuse/index.js';
import type { MailQueue } from '../mail/index.js';
import { ContactSubmission } from './contact.entity.js';
import { contactAcknowledgement, contactStaffNotification } from './contact.mail.js';

const CONTACT_SENT = { en: 'Message sent successfully!', km: 'សាររបស់អ្នកត្រូវបានផ្ញើដោយជោគជ័យ!' };

/** Inquiries from the contact form: validated, rate limited, stored with their e-mails in one transaction. */
export class ContactService {
  constructor(
    private readonly orm: MikroORM,
    private readonly mail: MailQueue,
    private readonly rateLimits: RateLimits,
    private readonly settings: { publicUrl: string; staffEmail: string; businessTimeZone: string },
    private readonly log: Logger,
  ) {}

  async submit(input: unknown, meta: RequestMeta): Promise<{ message: string }> {
    if (isHoneypotFilled(input)) {
      // Looks like success to the bot; nothing is stored or sent.
      this.log.info({ feature: 'contact' }, 'honeypot filled: inquiry dropped');
      return { message: CONTACT_SENT[meta.language] };
    }
    const data = await validateInput(contactSchema, input);
    await this.rateLimits.consume('contact', meta.ip);
    const em = this.orm.em.fork();
    await em.transactional(async (tx) => {
      const submission = tx.create(ContactSubmission, {
        name: data.name,
        email: data.email,
        phone: data.phone || null,
        service: data.service,
        message: data.message,
        language: data.language,
        status: 'new',
      });
      await tx.flush();
      await this.mail.enqueue(tx, [
        contactStaffNotification(submission, this.settings.staffEmail),
        contactAcknowledgement(submission, this.settings),
      ]);
    });
    return { message: CONTACT_SENT[data.language as Language] };
  }
}
