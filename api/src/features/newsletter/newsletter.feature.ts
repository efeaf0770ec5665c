import { defineFeature } from '../../feature.js';
import { StaffActivity } from '../../shared/staff-activity.js';
import { mailFeature } from '../mail/index.js';
import { NewsletterSubscription } from './newsletter.entity.js';
import { newsletterOperations } from './newsletter.operations.js';
import { NewsletterResolver } from './newsletter.resolver.js';
import { newsletterRoutes } from './newsletter.rest.js';
import { NewsletterService } from './newsletter.service.js';
import { NewsletterStaff } from './newsletter.staff.js';
import { LinkTokens } from './newsletter.tokens.js';

/** The newsletter: double opt-in sign-up, one-click unsubscribe, and the staff list. */
export const newsletterFeature = defineFeature({
  name: 'newsletter',
  entities: [NewsletterSubscription],
  resolvers: [NewsletterResolver],
  start({ config, orm, rateLimits, events, log, use }) {
    const newsletter = new NewsletterService(
      orm,
      use(mailFeature).mail,
      rateLimits,
      new LinkTokens(config.sessionSecret),
      new StaffActivity(events),
      { publicUrl: config.publicUrl },
      log,
    );
    const operations = newsletterOperations(newsletter, new NewsletterStaff(orm));
    return {
      resolvers: [new NewsletterResolver(operations)],
      api: (router) => newsletterRoutes(router, operations, newsletter),
    };
  },
});
