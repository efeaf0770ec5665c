import type { Logger } from '../../../logger.js';
import type { CalendarService } from './calendar.service.js';

/**
 * The scheduled reading of the team calendars: every instance looks often (a fifth of the interval,
 * between 1 second and a minute), and `syncDue` claims in the database only the calendars no instance
 * has read within CALENDAR_SYNC_MINUTES, so each is read about once per interval by the whole cluster.
 */
export class CalendarSync {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly calendars: CalendarService,
    private readonly syncMinutes: number,
    private readonly log: Logger,
  ) {}

  start(): void {
    if (this.timer) return;
    const tickMs = Math.min(60_000, Math.max(1000, (this.syncMinutes * 60_000) / 5));
    this.timer = setInterval(() => void this.tick(), tickMs);
    this.timer.unref();
    void this.tick();
  }

  private tick(): Promise<void> {
    // One pass at a time in this instance: a slow calendar does not pile passes up.
    this.running ??= this.calendars
      .syncDue()
      .catch((error: unknown) =>
        this.log.warn({ err: { message: (error as Error)?.message } }, 'team calendars not synced; trying again'),
      )
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
