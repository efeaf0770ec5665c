import type { NewsletterInput } from '../validation/newsletter.js';
import { contract, type Optional } from './contract.js';
import type { PageInput } from './page.js';
import type { FormRequest, MessageResponse, NewsletterSubscriptionView } from './views.js';

export const newsletterApi = {
  subscribe: contract<FormRequest<Optional<NewsletterInput, 'name'>>, MessageResponse>({
    method: 'POST',
    path: '/api/newsletter',
    status: 200,
  }),
  /** Staff (admins): subscriptions, newest first. `?format=csv` on the same path downloads them. */
  list: contract<PageInput, NewsletterSubscriptionView[]>({
    method: 'GET',
    path: '/api/admin/newsletter-subscriptions',
    status: 200,
    paged: true,
  }),
};
