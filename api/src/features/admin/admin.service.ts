import type { MikroORM } from '@mikro-orm/postgresql';
import { serviceOptionLabel } from '@site/common';
import { AppError } from '../../errors.js';
import { isUuid } from '../../validation.js';
import { CONTACT_STATUSES, ContactSubmission, type ContactStatus } from '../contact/index.js';
import { NewsletterSubscription } from '../newsletter/index.js';
import type { ContactSubmissionView, NewsletterSubscriptionView } from './admin.types.js';
import { toCsv } from '../../shared/csv.js';

export const SUBMISSION_NOT_FOUND = {
  en: 'There is no such contact submission.',
  km: 'មិនមានសារទំនាក់ទំនងនេះទេ។',
};
export const BAD_STATUS = {
  en: `The status must be one of: ${CONTACT_STATUSES.join(', ')}.`,
  km: `ស្ថានភាពត្រូវតែជាមួយក្នុងចំណោម៖ ${CONTACT_STATUSES.join(', ')}។`,
};

/** What admins read in the dashboard (SPEC §3 admin views), newest first, and the contact status. */
export class AdminService {
  constructor(private readonly orm: MikroORM) {}

  async contactSubmissions(): Promise<ContactSubmissionView[]> {
    const rows = await this.orm.em.fork().find(ContactSubmission, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return rows.map(contactView);
  }

  async newsletterSubscriptions(): Promise<NewsletterSubscriptionView[]> {
    const rows = await this.orm.em
      .fork()
      .find(NewsletterSubscription, {}, { orderBy: { subscribedAt: 'desc', id: 'asc' } });
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name ?? null,
      language: row.language,
      status: row.status,
      subscribedAt: row.subscribedAt,
    }));
  }

  /** new → read → replied as staff work through an inquiry (any of the three may be set, e.g. back to new). */
  async setContactStatus(id: unknown, status: unknown): Promise<ContactSubmissionView> {
    if (typeof status !== 'string' || !(CONTACT_STATUSES as readonly string[]).includes(status))
      throw new AppError('BAD_USER_INPUT', BAD_STATUS, { status: BAD_STATUS });
    if (!isUuid(id)) throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
    const em = this.orm.em.fork();
    const row = await em.findOne(ContactSubmission, { id });
    if (!row) throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
    row.status = status as ContactStatus;
    await em.flush();
    return contactView(row);
  }

  /** Every inquiry as a spreadsheet; unlike the dashboard's view it carries the phone number. */
  async contactCsv(): Promise<string> {
    const rows = await this.orm.em.fork().find(ContactSubmission, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return toCsv(
      ['Date (UTC)', 'Name', 'Email', 'Phone', 'Service', 'Message', 'Language', 'Status', 'ID'],
      rows.map((row) => [
        row.createdAt.toISOString(),
        row.name,
        row.email,
        row.phone,
        serviceOptionLabel(row.service, 'en'),
        row.message,
        row.language,
        row.status,
        row.id,
      ]),
    );
  }

  async newsletterCsv(): Promise<string> {
    const rows = await this.newsletterSubscriptions();
    return toCsv(
      ['Subscribed (UTC)', 'Email', 'Name', 'Language', 'Status', 'ID'],
      rows.map((row) => [row.subscribedAt.toISOString(), row.email, row.name, row.language, row.status, row.id]),
    );
  }
}

function contactView(row: ContactSubmission): ContactSubmissionView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    service: row.service,
    message: row.message,
    language: row.language,
    status: row.status,
    createdAt: row.createdAt,
  };
}
