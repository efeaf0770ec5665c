import { defineFeature } from '../../feature.js';
import { SiteResolver, siteOperations } from './site.resolver.js';
import { SiteService } from './site.service.js';

/** The agency's details (`siteInfo`) and the office clock (`serverTime`, the footer's live line). */
export const siteFeature = defineFeature({
  name: 'site',
  resolvers: [SiteResolver],
  start({ config }) {
    const site = new SiteService(config.publicUrl, config.businessTimezone);
    return { resolvers: [new SiteResolver(siteOperations(site))] };
  },
});
export { SocialLink } from './site.types.js';
