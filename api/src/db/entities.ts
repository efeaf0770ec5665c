import type { EntitySchema } from '@mikro-orm/core';
import { Booking } from '../features/booking/booking.entity.js';
import { ContactSubmission } from '../features/contact/contact.entity.js';
import { NewsletterSubscription } from '../features/newsletter/newsletter.entity.js';

/**
 * Every entity of the product, one line per feature. The migration drift check compares this list
 * with migrations/.
 */
export const ENTITIES: EntitySchema[] = [
  ContactSubmission,
  NewsletterSubscription,
  Booking,
] as unknown as EntitySchema[];
