import type { MikroORM } from '@mikro-orm/postgresql';
import {
  CONTACT_STATUSES,
  serviceOptionLabel,
  type ContactStatus,
  type ContactSubmissionView,
  type Page,
} from '@site/common';
import { AppError } from '../../errors.js';
import { CSV_PAGE, findPage, readPage } from '../../pagination.js';
import { isUuid } from '../../validation.js';
import { toCsv } from '../../shared/csv.js';
import { ContactSubmission } from './contact.entity.js';

export const SUBMISSION_NOT_FOUND = {
  en: 'There is no such contact submission.',
  km: 'មិនមានសារទំនាក់ទំនងនេះទេ។',
};
export const BAD_STATUS = {
  en: `The status must be one of: ${CONTACT_STATUSES.join(', ')}.`,
  km: `ស្ថានភាពត្រូវតែជាមួយក្នុងចំណោម៖ ${CONTACT_STATUSES.join(', ')}។`,
};

const NEWEST_FIRST = { createdAt: 'desc', id: 'asc' } as const;

/** What admins read and change about inquiries (SPEC §3 admin view); the callers check the role. */
export class ContactStaff {
  constructor(private readonly orm: MikroORM) {}

  /** One page of inquiries, newest first (`?limit=&offset=`: at most 500 a page). */
  async list(page: unknown): Promise<Page<ContactSubmissionView>> {
    return findPage(this.orm.em.fork(), ContactSubmission, {}, NEWEST_FIRST, await readPage(page), contactView);
  }

  /** new → read → replied as staff work through an inquiry (any of the three may be set, e.g. back to new). */
  async setStatus(id: unknown, status: unknown): Promise<ContactSubmissionView> {
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

  /** The newest inquiries (up to CSV_ROW_LIMIT) as a spreadsheet; unlike the list it carries the phone number. */
  async csv(): Promise<string> {
    const rows = await this.orm.em.fork().find(ContactSubmission, {}, { orderBy: NEWEST_FIRST, limit: CSV_PAGE.limit });
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
}

export function contactView(row: ContactSubmission): ContactSubmissionView {
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
