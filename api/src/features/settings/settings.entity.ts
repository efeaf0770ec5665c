import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { SiteSettingsValues } from './settings.defaults.js';

/**
 * The agency's details and packages as admins saved them (issue 32, site settings): one row (id 1).
 * No row = the defaults (today's constants in common/). `revision` counts saves; `updatedAt` moves
 * the content version, so every instance's pages show a save within a second or so.
 */
export const SiteSettingsRow = defineEntity({
  name: 'SiteSettingsRow',
  tableName: 'site_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    values: p.json<SiteSettingsValues>(),
    revision: p.integer().default(1),
    updatedAt: p.datetime().onCreate(() => new Date()),
    updatedBy: p.string().length(254),
  },
});
export type SiteSettingsRow = InferEntity<typeof SiteSettingsRow>;
