import { contentVersion } from '../../content-version.js';
import { defineFeature } from '../../feature.js';
import { SiteSettingsRow } from './settings.entity.js';
import { settingsOperations } from './settings.operations.js';
import { SettingsResolver } from './settings.resolver.js';
import { SettingsService } from './settings.service.js';

export { defaultSettings, type PackageSettings, type SiteSettingsValues } from './settings.defaults.js';
export type { SettingsService, SiteSettingsState } from './settings.service.js';

const SETTINGS_POLL_MS = 1000;

/**
 * Site settings (issue 32, item 4): the agency's phone, e-mail, address, map, Telegram, WhatsApp,
 * social links and the three packages, saved by admins; checkout, e-mails and the catalog `use` it.
 */
export const settingsFeature = defineFeature({
  name: 'settings',
  entities: [SiteSettingsRow],
  resolvers: [SettingsResolver],
  start({ orm, log, onStop }) {
    const settings = new SettingsService(orm);
    // A save on another instance is read here within about a second: what e-mails, answers and the
    // assistant say follow it (pages follow the content version themselves).
    const stopWatching = contentVersion(orm, [{ table: 'site_settings' }]).watch(
      SETTINGS_POLL_MS,
      () => void settings.stored().catch(() => undefined),
      (error) => log.debug({ err: error }, 'the site settings could not be read'),
    );
    onStop('site settings watch', stopWatching);
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
