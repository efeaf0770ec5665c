import type { MikroORM } from '@mikro-orm/postgresql';
import type { NewsletterSubscriptionView, Page, PageQuery } from '@site/common';
import { CSV_PAGE, findPage, readPage } from '../../pagination.js';
import { toCsv } from '../../shared/csv.js';
import { NewsletterSubscription } from './newsletter.entity.js';

const NEWEST_FIRST = { subscribedAt: 'desc', id: 'asc' } as const;

/** What admins read about subscriptions (SPEC §3 admin view); the callers check the role. */
export class NewsletterStaff {
  constructor(private readonly orm: MikroORM) {}

  /** One page of subscriptions, newest first (`?limit=&offset=`: at most 500 a page). */
  async list(page: unknown): Promise<Page<NewsletterSubscriptionView>> {
    return this.page(await readPage(page));
  }

  private page(page: PageQuery): Promise<Page<NewsletterSubscriptionView>> {
    return findPage(this.orm.em.fork(), NewsletterSubscription, {}, NEWEST_FIRST, page, subscriptionView);
  }

  /** The newest subscriptions (up to CSV_ROW_LIMIT) as a spreadsheet. */
  async csv(): Promise<string> {
    const { rows } = await this.page(CSV_PAGE);
    return toCsv(
      ['Subscribed (UTC)', 'Email', 'Name', 'Language', 'Status', 'ID'],
      rows.map((row) => [row.subscribedAt.toISOString(), row.email, row.name, row.language, row.status, row.id]),
    );
  }
}

function subscriptionView(row: NewsletterSubscription): NewsletterSubscriptionView {
  return {
    id: row.id,
    email: row.email,
    name: row.name ?? null,
    language: row.language,
    status: row.status,
    subscribedAt: row.subscribedAt,
  };
}
