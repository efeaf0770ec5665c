import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { localDayRange, STAFF_LINKS, zonedDate, type ActivityView, type DashboardSummary } from '@site/common';
import { Booking } from '../booking/index.js';
import { ContactSubmission } from '../contact/index.js';
import { NewsletterSubscription } from '../newsletter/index.js';
import { Order } from '../payments/index.js';

/** How many events Recent Activity lists. */
export const RECENT_ACTIVITY_SIZE = 8;

/** The first instant of the office's month that contains `date` (yyyy-MM-dd), and of the next one. */
function monthRange(date: string, timeZone: string): { start: Date; end: Date } {
  const [year, month] = date.split('-').map(Number);
  const first = `${date.slice(0, 8)}01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { start: localDayRange(first, timeZone).start, end: localDayRange(next, timeZone).start };
}

/**
 * The staff dashboard (issue 17): its four figures counted by the database, the day and the month
 * bounded in the office's zone (BUSINESS_TIMEZONE), and the latest events of every kind.
 */
export class DashboardService {
  constructor(
    private readonly orm: MikroORM,
    private readonly settings: { businessTimeZone: string },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async summary(): Promise<DashboardSummary> {
    const now = this.now();
    const zone = this.settings.businessTimeZone;
    const today = zonedDate(now, zone);
    const day = localDayRange(today, zone);
    const month = monthRange(today, zone);
    const em = this.orm.em.fork();
    return {
      messagesToday: await em.count(ContactSubmission, { createdAt: { $gte: day.start, $lt: day.end } }),
      scheduledMeetings: await em.count(Booking, { status: 'confirmed', startsAt: { $gt: now } }),
      paidOrdersThisMonth: await em.count(Order, { status: 'paid', paidAt: { $gte: month.start, $lt: month.end } }),
      activeSubscribers: await em.count(NewsletterSubscription, { status: 'active' }),
      recentActivity: await this.recentActivity(em),
    };
  }

  /** The newest events of each kind (a few rows each, by an ordered index scan), merged newest first. */
  private async recentActivity(em: EntityManager): Promise<ActivityView[]> {
    const limit = RECENT_ACTIVITY_SIZE;
    const inquiries = await em.find(ContactSubmission, {}, { orderBy: { createdAt: 'desc' }, limit });
    const bookings = await em.find(Booking, {}, { orderBy: { createdAt: 'desc' }, limit });
    const cancellations = await em.find(
      Booking,
      { cancelledAt: { $ne: null } },
      { orderBy: { cancelledAt: 'desc' }, limit },
    );
    const moves = await em.find(
      Booking,
      { rescheduledAt: { $ne: null } },
      { orderBy: { rescheduledAt: 'desc' }, limit },
    );
    const payments = await em.find(
      Order,
      { status: 'paid', paidAt: { $ne: null } },
      { orderBy: { paidAt: 'desc' }, limit },
    );
    const subscriptions = await em.find(
      NewsletterSubscription,
      { status: 'active', confirmedAt: { $ne: null } },
      { orderBy: { confirmedAt: 'desc' }, limit },
    );
    const events: ActivityView[] = [
      ...inquiries.map((row): ActivityView => ({
        kind: row.source === 'chat' ? 'chat-lead' : 'inquiry',
        id: row.id,
        at: row.createdAt,
        who: row.name,
        detail: row.service ?? null,
        link: STAFF_LINKS.inquiry(row.id),
      })),
      // The time it was booked for is known only until it moves: a moved booking's event names no time
      // (its move, below, names the new one), rather than today's time as if it had been booked for it.
      ...bookings.map((row): ActivityView => ({
        kind: 'booking',
        id: row.id,
        at: row.createdAt,
        who: row.name,
        detail: row.rescheduledAt ? null : row.startsAt.toISOString(),
        link: STAFF_LINKS.booking(row.id),
      })),
      ...moves.map((row): ActivityView => ({
        kind: 'reschedule',
        id: row.id,
        at: row.rescheduledAt!,
        who: row.name,
        detail: row.startsAt.toISOString(),
        link: STAFF_LINKS.booking(row.id),
      })),
      ...cancellations.map((row): ActivityView => ({
        kind: 'cancellation',
        id: row.id,
        at: row.cancelledAt!,
        who: row.name,
        detail: row.startsAt.toISOString(),
        link: STAFF_LINKS.booking(row.id),
      })),
      ...payments.map((row): ActivityView => ({
        kind: 'payment',
        id: row.id,
        at: row.paidAt!,
        who: row.customerEmail ?? '',
        detail: row.package,
        link: STAFF_LINKS.order(row.id),
      })),
      ...subscriptions.map((row): ActivityView => ({
        kind: 'subscription',
        id: row.id,
        at: row.confirmedAt!,
        who: row.name || row.email,
        detail: null,
        link: null,
      })),
    ];
    return events.sort((a, b) => b.at.getTime() - a.at.getTime() || a.id.localeCompare(b.id)).slice(0, limit);
  }
}
