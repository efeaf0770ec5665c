import { defineFeature } from '../../feature.js';
import { SiteSettingsRow } from './settings.entity.js';
import { settingsOperations } from './settings.operations.js';
import { SettingsResolver } from './settings.resolver.js';
import { SettingsService } from './settings.service.js';

export type { PackageSettings, SiteSettingsValues } from './settings.defaults.js';
export type { SettingsService, SiteSettingsState } from './settings.service.js';

/**
 * Site settings (issue 32, item 4): the agency's phone, e-mail, address, map, Telegram, WhatsApp,
 * social links and the three packages, saved by admins; checkout, e-mails and the catalog `use` it.
 */
export const settingsFeature = defineFeature({
  name: 'settings',
  entities: [SiteSettingsRow],
  resolvers: [SettingsResolver],
  start({ orm }) {
    const settings = new SettingsService(orm);
    return {
      exports: { settings },
      resolvers: [new SettingsResolver(settingsOperations(settings))],
      // Read once at start: what the pages show if the database goes away before the next reading.
      afterStart: async () => {
        await settings.stored().catch(() => undefined);
      },
    };
  },
});
