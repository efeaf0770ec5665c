import { defineFeature } from '../../feature.js';
import { StaffActivity } from '../../shared/staff-activity.js';
import { alertsFeature } from '../alerts/index.js';
import { mailFeature } from '../mail/index.js';
import { ContactSubmission } from './contact.entity.js';
import { contactOperations } from './contact.operations.js';
import { ContactResolver } from './contact.resolver.js';
import { contactRoutes } from './contact.rest.js';
import { ContactService } from './contact.service.js';
import { ContactStaff } from './contact.staff.js';

/** Inquiries: the contact form and the chat's hand-off, and the staff inbox that works through them. */
export const contactFeature = defineFeature({
  name: 'contact',
  entities: [ContactSubmission],
  resolvers: [ContactResolver],
  start({ config, orm, rateLimits, events, log, use }) {
    const { mail, staffEmail } = use(mailFeature);
    const contact = new ContactService(
      orm,
      mail,
      use(alertsFeature).alerts,
      rateLimits,
      new StaffActivity(events),
      { publicUrl: config.publicUrl, staffEmail, businessTimeZone: config.businessTimezone },
      log,
    );
    const operations = contactOperations(contact, new ContactStaff(orm));
    return {
      exports: { contact },
      resolvers: [new ContactResolver(operations)],
      api: (router) => contactRoutes(router, operations),
    };
  },
});
