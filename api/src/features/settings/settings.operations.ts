import { staffName } from '../../access.js';
import { adminOperation, publicOperation, type Caller } from '../../operation.js';
import { phoneHref } from './settings.defaults.js';
import type { SettingsService, SiteSettingsState } from './settings.service.js';
import type { SiteSettingsType } from './settings.types.js';

/** The settings as the API shows them; who saved last only to staff (partners and visitors see the rest). */
export function settingsView(
  { values, revision, updatedAt, updatedBy }: SiteSettingsState,
  caller: Caller,
): SiteSettingsType {
  return {
    ...values,
    phoneHref: phoneHref(values.phone),
    socialLinks: values.socialLinks.map((link) => ({ ...link })),
    packages: values.packages.map((pkg) => ({ ...pkg })),
    revision,
    updatedAt,
    updatedBy: caller.user ? updatedBy : null,
  };
}

/** Everyone reads the settings (pages, partner sites); admins save them. */
export function settingsOperations(settings: SettingsService) {
  return {
    read: publicOperation('siteSettings', async (_input: void, caller) =>
      settingsView(await settings.current(), caller),
    ),
    save: adminOperation(
      'saveSiteSettings',
      async ({ input, expectedRevision }: { input: unknown; expectedRevision?: number }, caller) =>
        settingsView(await settings.save(input, staffName(caller.user), expectedRevision), caller),
    ),
  };
}

export type SettingsOperations = ReturnType<typeof settingsOperations>;
