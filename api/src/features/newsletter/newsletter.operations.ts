import type { MessageResponse, NewsletterSubscriptionView, Page } from '@site/common';
import { adminOperation, publicOperation } from '../../operation.js';
import type { NewsletterService } from './newsletter.service.js';
import type { NewsletterStaff } from './newsletter.staff.js';

/** Anyone subscribes (double opt-in); admins read the list. */
export function newsletterOperations(newsletter: NewsletterService, staff: NewsletterStaff) {
  return {
    subscribe: publicOperation('subscribeNewsletter', (input: unknown, caller): Promise<MessageResponse> =>
      newsletter.subscribe(input, caller),
    ),
    list: adminOperation('newsletterSubscriptions', (page: unknown): Promise<Page<NewsletterSubscriptionView>> =>
      staff.list(page),
    ),
    csv: adminOperation('newsletterSubscriptionsCsv', (): Promise<string> => staff.csv()),
  };
}

export type NewsletterOperations = ReturnType<typeof newsletterOperations>;
