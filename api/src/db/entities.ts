import type { EntitySchema } from '@mikro-orm/core';
import { Session, User } from '../features/auth/user.entity.js';
import { Booking } from '../features/booking/booking.entity.js';
import { Closure, HolidaySeed } from '../features/booking/closure.entity.js';
import { ContactSubmission } from '../features/contact/contact.entity.js';
import { NewsletterSubscription } from '../features/newsletter/newsletter.entity.js';
import { Order, ProcessedStripeEvent, ProviderOutage } from '../features/payments/payments.entity.js';

/**
 * Every entity of the product, one line per feature. The migration drift check compares this list
 * with migrations/.
 */
export const ENTITIES: EntitySchema[] = [
  ContactSubmission,
  NewsletterSubscription,
  Order,
  ProcessedStripeEvent,
  ProviderOutage,
  User,
  Session,
  Booking,
  Closure,
  HolidaySeed,
] as unknown as EntitySchema[];
