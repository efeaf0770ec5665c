import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { chatLeadSchema, contactSchema, isHoneypotFilled, type Language, type Localized } from '@site/common';
import type { Logger } from '../../logger.js';
import type { RequestMeta } from '../../shared/request-meta.js';
import { validateInput } from '../../validation.js';
import type { RateLimits } from '../../rate-limits/index.js';
import type { StaffActivity } from '../../shared/staff-activity.js';
import type { StaffAlerts } from '../alerts/index.js';
import type { MailQueue } from '../mail/index.js';
import { inquiryAlert } from './contact.alerts.js';
import { ContactSubmission } from './contact.entity.js';
import { leadTranscript, type ChatSessionRecord } from './contact.lead.js';
import { contactAcknowledgement, contactStaffNotification } from './contact.mail.js';

const CONTACT_SENT = { en: 'Message sent successfully!', km: 'សាររបស់អ្នកត្រូវបានផ្ញើដោយជោគជ័យ!' };
const LEAD_SENT: Localized = {
  en: 'Thank you! Your question is with our team, and we will get back to you soon, usually within one working day.',
  km: 'សូមអរគុណ! សំណួររបស់អ្នកបានផ្ញើទៅក្រុមការងាររបស់យើងហើយ យើងនឹងឆ្លើយតបអ្នកឆាប់ៗ ជាធម្មតាក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។',
};

/**
 * Inquiries from the contact form and from the chat's hand-off: validated, rate limited, stored with
 * their e-mails and staff alert in one transaction.
 */
export class ContactService {
  /** The chat's record of its sessions, which chat leads are claimed from (the chat feature registers it). */
  private chatSessions?: ChatSessionRecord;

  constructor(
    private readonly orm: MikroORM,
    private readonly mail: MailQueue,
    private readonly alerts: StaffAlerts,
    private readonly rateLimits: RateLimits,
    private readonly activity: StaffActivity,
    private readonly settings: { publicUrl: string; staffEmail: string; businessTimeZone: string },
    private readonly log: Logger,
  ) {}

  /** The chat feature hands over its session record (it starts after this feature). */
  useChatSessions(record: ChatSessionRecord): void {
    this.chatSessions = record;
  }

  async submit(input: unknown, meta: RequestMeta): Promise<{ message: string }> {
    if (isHoneypotFilled(input)) {
      // Looks like success to the bot; nothing is stored or sent.
      this.log.info({ feature: 'contact' }, 'honeypot filled: inquiry dropped');
      return { message: CONTACT_SENT[meta.language] };
    }
    const data = await validateInput(contactSchema, input);
    await this.rateLimits.consume('contact', meta.ip);
    await this.store({
      name: data.name,
      email: data.email,
      phone: data.phone || null,
      service: data.service,
      message: data.message,
      language: data.language,
      source: 'form',
      transcript: null,
    });
    return { message: CONTACT_SENT[data.language as Language] };
  }

  /**
   * The chat's "pass my question to the team": a name, an e-mail address or a phone number, the
   * question, and the chat session whose conversation goes with them, stored as an inquiry from the
   * chat. The conversation is the server's record of that session (issue 34): a lead without a chat
   * behind it is refused, and a session gives one lead. Validated like the contact form, with its own
   * budget per address.
   */
  async submitChatLead(input: unknown, meta: RequestMeta): Promise<{ message: string }> {
    if (isHoneypotFilled(input)) {
      this.log.info({ feature: 'contact', source: 'chat' }, 'honeypot filled: chat lead dropped');
      return { message: LEAD_SENT[meta.language] };
    }
    const data = await validateInput(chatLeadSchema, input);
    const session = (input as { session?: unknown }).session;
    await this.rateLimits.consume('chatLead', meta.ip);
    await this.store(
      {
        name: data.name,
        email: data.email || null,
        phone: data.phone || null,
        service: null,
        message: data.message,
        language: data.language,
        source: 'chat',
        transcript: null,
      },
      async (tx, submission) => {
        submission.transcript = await leadTranscript(this.chatSessions, tx, session, submission.id);
      },
    );
    return { message: LEAD_SENT[data.language as Language] };
  }

  /** One transaction: the inquiry, the staff e-mail, the visitor's receipt (when there is an address) and the staff alert. */
  private async store(
    fields: Omit<ContactSubmission, 'id' | 'createdAt' | 'status' | 'statusChangedAt' | 'statusChangedBy'>,
    /** Completes the inquiry in its transaction (a chat lead's conversation); throwing stores nothing. */
    complete?: (tx: EntityManager, submission: ContactSubmission) => Promise<void>,
  ) {
    const stored = await this.orm.em.fork().transactional(async (tx: EntityManager) => {
      const submission = tx.create(ContactSubmission, { ...fields, status: 'new' });
      await tx.flush();
      if (complete) {
        await complete(tx, submission);
        await tx.flush();
      }
      await this.mail.enqueue(tx, [
        contactStaffNotification(submission, this.settings.staffEmail),
        ...(submission.email ? [contactAcknowledgement(submission, this.settings)] : []),
      ]);
      await this.alerts.enqueue(tx, inquiryAlert(submission));
      return submission;
    });
    // Once committed: open staff inboxes and dashboards, on every instance, show it.
    this.activity.publish(stored.source === 'chat' ? 'chat-lead' : 'inquiry', stored.id, stored.createdAt);
  }
}
