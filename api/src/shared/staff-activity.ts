import type { ActivityKind } from '@site/common';
import type { EventBus, Topic } from '../events/event-bus.js';

/**
 * "Something staff should see happened": a new inquiry or chat lead, a booking made, moved or
 * cancelled, an order paid, a subscription confirmed. The feature that stores the row publishes it
 * after its transaction commits; the dashboard's `staffActivity` subscription delivers it to every
 * open staff page on every instance, which then reads the lists and figures afresh. Only the kind and
 * the row's id travel: what a visitor wrote stays in the database.
 */
export interface StaffActivityEvent {
  kind: ActivityKind;
  /** The row it is about (inquiry, booking, order or subscription id). */
  id: string;
  /** ISO time of the event. */
  at: string;
}

const TOPIC = 'staff-activity';
/** One stream for every staff page: the topic has no per-row keys. */
const ALL = 'all';

export class StaffActivity {
  private readonly topic: Topic<StaffActivityEvent>;

  constructor(events: EventBus) {
    this.topic = events.topic<StaffActivityEvent>(TOPIC);
  }

  publish(kind: ActivityKind, id: string, at: Date = new Date()): void {
    this.topic.publish(ALL, { kind, id, at: at.toISOString() });
  }

  subscribe(): AsyncIterableIterator<StaffActivityEvent> {
    return this.topic.subscribe(ALL);
  }
}
