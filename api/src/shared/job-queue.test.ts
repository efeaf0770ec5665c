import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type PgBoss from 'pg-boss';
import { pino } from 'pino';
import { startTestDatabase, type TestDatabase } from '../test/database.js';
import { waitUntil } from '../test/wait.js';
import { startJobQueue, startWorker, stopJobQueue } from './job-queue.js';

const QUEUE = 'worker-stop-test';

// pg-boss's offWork only asks its worker to stop and polls for it in the background: a stop that
// returned while a job still ran left that job (and pg-boss's polling) running after the instance (or
// a test file) was done with it.
describe('a pg-boss worker started with startWorker', () => {
  let database: TestDatabase;
  let boss: PgBoss;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await startTestDatabase();
    boss = await startJobQueue(database.url, log, database.embedded);
    await boss.createQueue(QUEUE, { name: QUEUE });
  });

  afterAll(async () => {
    if (boss) await stopJobQueue(boss, log);
    await database?.close();
  });

  it('stops once the job it is running has finished', async () => {
    const events: string[] = [];
    let release: () => void = () => undefined;
    const stop = startWorker(
      boss,
      QUEUE,
      { concurrency: 1, pollingIntervalMs: 100 },
      async () => {
        events.push('started');
        await new Promise<void>((resolve) => (release = resolve));
        events.push('finished');
      },
      log,
    );
    await boss.send(QUEUE, {});
    await waitUntil('the job to start', () => events.includes('started'));

    const stopped = stop().then(() => events.push('stopped'));
    // Everything stop() does before it waits for the job (ending the fetch loop) is over by the next turn of the loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['started']);
    release();
    await stopped;
    expect(events).toEqual(['started', 'finished', 'stopped']);
  });
});
