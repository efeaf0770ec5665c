import type { Logger } from './logger.js';

/**
 * What start-up opened, closed in reverse order: each step of createApp adds the close of what it
 * opened right after opening it, so a failed start-up closes exactly what was open, and shutdown
 * closes the HTTP server before the pools it uses and the database last. close() runs once (a second
 * call gets the same promise); a close that fails is logged, the rest still run, and the first error
 * is thrown at the end.
 */
export class Disposers {
  private readonly stack: { name: string; close: () => unknown }[] = [];
  private closing?: Promise<void>;

  constructor(private readonly log: Logger) {}

  add(name: string, close: () => unknown): void {
    this.stack.push({ name, close });
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      const failures: unknown[] = [];
      for (const { name, close } of [...this.stack].reverse()) {
        try {
          await close();
        } catch (error) {
          this.log.error({ err: error, closing: name }, `could not close ${name}`);
          failures.push(error);
        }
      }
      if (failures.length > 0) throw failures[0];
    })();
    return this.closing;
  }
}
