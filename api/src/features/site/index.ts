import { defineFeature } from '../../feature.js';
import { settingsFeature } from '../settings/index.js';
import { SiteResolver, siteOperations } from './site.resolver.js';
import { SiteService } from './site.service.js';

/** The agency's details (`siteInfo`) and the office clock (`serverTime`, the footer's live line). */
export const siteFeature = defineFeature({
  name: 'site',
  resolvers: [SiteResolver],
  start({ config, use }) {
    const { settings } = use(settingsFeature);
    const site = new SiteService(
      config.publicUrl,
      config.businessTimezone,
      async () => (await settings.current()).values,
    );
    return { resolvers: [new SiteResolver(siteOperations(site))] };
  },
});
