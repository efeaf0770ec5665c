import type { OrderStatusResponse } from '@site/common';
import type { EventBus, Topic } from '../../events/event-bus.js';
import { StaffActivity } from '../../shared/staff-activity.js';
import { orderMethod, type Order } from './payments.entity.js';

/**
 * An order's status as its checkout page follows it (the `orderStatus` subscription, on every
 * instance), and staff told of a paid order. Announced after the transaction that changed the order
 * has committed; only what GET /api/orders/status shows travels (nothing personal).
 */
export class OrderUpdates {
  private readonly topic: Topic<OrderStatusResponse>;
  private readonly activity: StaffActivity;

  constructor(events: EventBus) {
    this.topic = events.topic<OrderStatusResponse>('order-status');
    this.activity = new StaffActivity(events);
  }

  announce(order: Order): void {
    this.topic.publish(order.id, statusOf(order));
    if (order.status === 'paid') this.activity.publish('payment', order.id, order.paidAt ?? new Date());
  }

  /** The order's updates from now on. */
  follow(orderId: string): AsyncIterableIterator<OrderStatusResponse> {
    return this.topic.subscribe(orderId);
  }
}

/** What a visitor may know of an order: status, package, amount and method. */
export function statusOf(order: Order): OrderStatusResponse {
  return { status: order.status, package: order.package, amount: order.amountCents, method: orderMethod(order) };
}
