import type { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import { EVENTS_CHANNEL } from './postgres-event-target.js';

/**
 * An EventTarget whose events travel through Redis pub/sub (REDIS_URL): dispatching PUBLISHes the
 * topic and payload as JSON on one channel; a second connection (a subscriber connection can do
 * nothing else) SUBSCRIBEs and dispatches what arrives, its own instance's events too. ioredis
 * resubscribes by itself after a reconnect.
 */
export class RedisEventTarget extends EventTarget {
  private readonly subscriber: Redis;

  constructor(
    private readonly publisher: Redis,
    private readonly log: Logger,
  ) {
    super();
    this.subscriber = publisher.duplicate({ enableOfflineQueue: true });
    this.subscriber.on('error', (error: Error) =>
      log.warn({ err: { message: error.message } }, 'Redis unreachable: live events wait for it'),
    );
    this.subscriber.on('message', (_channel: string, text: string) => this.receive(text));
    this.subscriber
      .subscribe(EVENTS_CHANNEL)
      .catch((error: unknown) =>
        log.warn({ err: { message: (error as Error).message } }, 'Redis: live events not subscribed yet'),
      );
  }

  override dispatchEvent(event: Event): boolean {
    const text = JSON.stringify({ topic: event.type, detail: (event as CustomEvent).detail ?? null });
    this.publisher
      .publish(EVENTS_CHANNEL, text)
      .catch((error: unknown) =>
        this.log.warn({ err: { message: (error as Error).message }, topic: event.type }, 'live event not sent'),
      );
    return true;
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }

  private receive(text: string): void {
    let message: { topic?: unknown; detail?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return;
    }
    if (typeof message.topic !== 'string') return;
    super.dispatchEvent(new CustomEvent(message.topic, { detail: message.detail }));
  }
}
