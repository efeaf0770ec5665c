import type { FilterQuery, MikroORM } from '@mikro-orm/postgresql';
import {
  CONTACT_STATUSES,
  inquiryListQuerySchema,
  serviceOptionLabel,
  type ContactStatus,
  type ContactSubmissionView,
  type InquiryView,
  type Page,
} from '@site/common';
import { AppError } from '../../errors.js';
import { CSV_PAGE, findPage } from '../../pagination.js';
import { containsPattern } from '../../shared/search.js';
import { toCsv } from '../../shared/csv.js';
import { isUuid, validateInput } from '../../validation.js';
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

/** The inbox's filters as a query: a search term over name, e-mail, phone and message; a status; a source. */
function inquiryFilter(query: { q: string; status?: string; source?: string }): FilterQuery<ContactSubmission> {
  const where: FilterQuery<ContactSubmission> & Record<string, unknown> = {};
  if (query.status) where.status = query.status as ContactStatus;
  if (query.source) where.source = query.source as ContactSubmission['source'];
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.$or = [
      { name: { $ilike: pattern } },
      { email: { $ilike: pattern } },
      { phone: { $ilike: pattern } },
      { message: { $ilike: pattern } },
    ];
  }
  return where;
}

/** What admins read and change about inquiries (SPEC §3 admin view, the inbox); the callers check the role. */
export class ContactStaff {
  constructor(private readonly orm: MikroORM) {}

  /**
   * One page of inquiries, newest first (`?limit=&offset=`: at most 500 a page), searched and
   * filtered (`?q=&status=&source=`) by the database.
   */
  async list(input: unknown): Promise<Page<ContactSubmissionView>> {
    const { q, status, source, ...page } = await validateInput(inquiryListQuerySchema, input ?? {});
    return findPage(
      this.orm.em.fork(),
      ContactSubmission,
      inquiryFilter({ q, status, source }),
      NEWEST_FIRST,
      page,
      contactView,
    );
  }

  /** One inquiry in full (the inbox's detail view). */
  async detail(id: unknown): Promise<InquiryView> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
    const row = await this.orm.em.fork().findOne(ContactSubmission, { id });
    if (!row) throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
    return inquiryView(row);
  }

  /**
   * new → read → replied as staff work through an inquiry (any of the three may be set, e.g. back to
   * new), recording when and by whom.
   */
  async setStatus(id: unknown, status: unknown, staffName: string): Promise<InquiryView> {
    if (typeof status !== 'string' || !(CONTACT_STATUSES as readonly string[]).includes(status))
      throw new AppError('BAD_USER_INPUT', BAD_STATUS, { status: BAD_STATUS });
    if (!isUuid(id)) throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
    const em = this.orm.em.fork();
    const row = await em.findOne(ContactSubmission, { id });
    if (!row) throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
    if (row.status !== status) {
      row.status = status as ContactStatus;
      row.statusChangedAt = new Date();
      row.statusChangedBy = staffName.slice(0, 200);
      await em.flush();
    }
    return inquiryView(row);
  }

  /**
   * The newest inquiries (up to CSV_ROW_LIMIT, the list's filters applied) as a spreadsheet; it
   * carries the phone number and where each came from.
   */
  async csv(input: unknown): Promise<string> {
    const { q, status, source } = await validateInput(inquiryListQuerySchema, input ?? {});
    const rows = await this.orm.em
      .fork()
      .find(ContactSubmission, inquiryFilter({ q, status, source }), { orderBy: NEWEST_FIRST, limit: CSV_PAGE.limit });
    return toCsv(
      ['Date (UTC)', 'Name', 'Email', 'Phone', 'Service', 'Message', 'Language', 'Status', 'Source', 'ID'],
      rows.map((row) => [
        row.createdAt.toISOString(),
        row.name,
        row.email,
        row.phone,
        row.service ? serviceOptionLabel(row.service, 'en') : '',
        row.message,
        row.language,
        row.status,
        row.source,
        row.id,
      ]),
    );
  }
}

export function contactView(row: ContactSubmission): ContactSubmissionView {
  return {
    id: row.id,
    name: row.name,
    email: row.email ?? null,
    phone: row.phone ?? null,
    service: row.service ?? null,
    message: row.message,
    language: row.language,
    status: row.status,
    source: row.source,
    createdAt: row.createdAt,
  };
}

export function inquiryView(row: ContactSubmission): InquiryView {
  return {
    ...contactView(row),
    transcript: row.transcript ?? null,
    statusChangedAt: row.statusChangedAt ?? null,
    statusChangedBy: row.statusChangedBy ?? null,
  };
}
