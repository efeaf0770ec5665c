import type { MikroORM } from '@mikro-orm/postgresql';
import { ALERTS_QUEUE } from '../features/alerts/alerts.queue.js';
import { MAIL_QUEUE } from '../features/mail/mail.queue.js';
import { KHQR_CHECK_QUEUE } from '../features/payments/khqr/khqr.checks.js';

// Tests wait for facts, never for a fixed time: a sleep that "lets something happen" is too short on a
// busy machine and too long on an idle one, and one that proves something did NOT happen proves
// nothing at all. To show that something did not happen, wait until the work that could have done
// it is over (its job has run, a later one has), then look.

/** Polls `check` until it returns true; fails, naming `what`, once `timeoutMs` have passed. */
export async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}, in vain`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * How many jobs of a pg-boss queue have work left now: due and waiting, waiting for a retry, or
 * running. A job held back on purpose (a booking reminder's `startAfter`, days away) is not counted.
 */
export async function jobsAtWork(orm: MikroORM, queue: string): Promise<number> {
  const [row] = await orm.em
    .fork()
    .getConnection()
    .execute<{ count: number }[]>(
      `select count(*)::int as count from pgboss.job where name = ?
         and (state in ('retry', 'active') or (state = 'created' and start_after <= now()))`,
      [queue],
    );
  return row?.count ?? 0;
}

/**
 * Waits until `queue` (shared by every instance on the database) has no work left now: every job
 * queued before the call has run to its end, so what it would do (an e-mail handed to the mail server,
 * a message to Telegram) has been done. After this, the absence of an e-mail or a message is a fact.
 */
export function waitForQueueDrained(orm: MikroORM, queue: string, timeoutMs = 30_000): Promise<void> {
  return waitUntil(`the ${queue} queue to drain`, async () => (await jobsAtWork(orm, queue)) === 0, timeoutMs);
}

/** Every e-mail queued so far and due has been handed to the mail server (or has failed for good). */
export const waitForQueuedMail = (orm: MikroORM, timeoutMs?: number) => waitForQueueDrained(orm, MAIL_QUEUE, timeoutMs);

/** Every staff alert queued so far and due has been answered by Telegram (sent or refused for good). */
export const waitForQueuedAlerts = (orm: MikroORM, timeoutMs?: number) =>
  waitForQueueDrained(orm, ALERTS_QUEUE, timeoutMs);

/**
 * Jobs of `queue` whose data contains `data` (jsonb containment) that are not at their end yet:
 * waiting (due or not), waiting for a retry, or running.
 */
export async function unfinishedJobs(orm: MikroORM, queue: string, data: Record<string, unknown>): Promise<number> {
  const [row] = await orm.em
    .fork()
    .getConnection()
    .execute<{ count: number }[]>(
      `select count(*)::int as count from pgboss.job
        where name = ? and state in ('created', 'retry', 'active') and data @> ?::jsonb`,
      [queue, JSON.stringify(data)],
    );
  return row?.count ?? 0;
}

/**
 * Waits until the server's checks of this KHQR order have ended: the order is no longer pending (paid,
 * expired), so no later sweep of the pending codes includes it, and every sweep that was running then
 * (and may have read it as pending) is over. After this Bakong is not asked about it again.
 */
export async function waitForKhqrChecksToEnd(orm: MikroORM, orderId: string, timeoutMs = 20_000): Promise<void> {
  const connection = () => orm.em.fork().getConnection();
  await waitUntil(
    `KHQR order ${orderId} to be paid or expired`,
    async () => {
      const [row] = await connection().execute<{ status: string }[]>('select status from orders where id = ?', [
        orderId,
      ]);
      return row !== undefined && row.status !== 'pending';
    },
    timeoutMs,
  );
  const running = (
    await connection().execute<{ id: string }[]>(`select id from pgboss.job where name = ? and state = 'active'`, [
      KHQR_CHECK_QUEUE,
    ])
  ).map((row) => row.id);
  if (running.length === 0) return;
  await waitUntil(
    `the KHQR sweeps running when order ${orderId} left pending to end`,
    async () => {
      const [row] = await connection().execute<{ count: number }[]>(
        `select count(*)::int as count from pgboss.job where name = ? and state = 'active' and id = any(?::uuid[])`,
        [KHQR_CHECK_QUEUE, `{${running.join(',')}}`],
      );
      return (row?.count ?? 0) === 0;
    },
    timeoutMs,
  );
}
