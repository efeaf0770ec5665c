export { SHIPPED_SETTINGS, useSiteSettings, withSettings, type SiteSettings } from './useSiteSettings';
