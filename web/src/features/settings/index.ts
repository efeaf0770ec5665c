export {
  SHIPPED_SETTINGS,
  useSiteSettings,
  useStoredSettings,
  withSettings,
  type SiteSettings,
} from './useSiteSettings';
