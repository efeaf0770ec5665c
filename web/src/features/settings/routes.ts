// The site settings' page (admins), keyed by route id (app/pages.ts registers every feature's); its own
// chunk, loaded when its route is visited.
import { definePages } from '../../app/page-definition';

export const pages = definePages({
  settings: {
    load: () => import('./pages/SettingsPage'),
    source: 'src/features/settings/pages/SettingsPage.tsx',
  },
});
