import { createInstance, type i18n as I18n, type ResourceKey } from 'i18next';
import type { Language } from '@site/common';

export type LocaleMessages = ResourceKey;

/**
 * The messages come in two parts per language: `locales/{en,km}.json`, what any page may show, and
 * `locales/staff/{en,km}.json`, the staff workspace's own groups (inbox, editor, settings…, about a
 * third of the whole), which a visitor's pages never load. The staff part is i18next's namespace
 * `staff`, looked up when a key is not in the first (`fallbackNS`), so `t('inbox.title')` reads the same.
 */
const STAFF_NAMESPACE = 'staff';

/**
 * One i18next instance per app (and per prerendered page). The language of a screen comes from its
 * URL (see useT), so the instance only holds the loaded message bundles.
 */
export function createI18n(language: Language, messages: Partial<Record<Language, LocaleMessages>>): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: false,
    ns: ['translation'],
    fallbackNS: STAFF_NAMESPACE,
    resources: Object.fromEntries(Object.entries(messages).map(([lng, translation]) => [lng, { translation }])),
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
    // A message the page has not loaded shows its key: said in the console (the e2e suite fails on it).
    saveMissing: true,
    missingKeyHandler: (languages, _namespace, key, _fallback, _update, options?: { defaultValue?: unknown }) => {
      if (options?.defaultValue === undefined)
        console.error(`no message "${key}" among the loaded messages (${languages.join()})`);
    },
  });
  return i18n;
}

const pending = new Map<string, Promise<void>>();

/**
 * Loads a language's messages into the instance on demand, so a page ships only its own language (and
 * a visitor's page not the staff workspace's messages). Returns null when they are already there; the
 * same promise while loading (usable with React's use()).
 */
export function ensureLocale(i18n: I18n, language: Language, staff = false): Promise<void> | null {
  const publicLoaded = i18n.hasResourceBundle(language, 'translation');
  // A catalogue loaded whole (the prerender, tests) has the staff groups in its first namespace.
  const staffLoaded =
    !staff ||
    i18n.hasResourceBundle(language, STAFF_NAMESPACE) ||
    i18n.getResource(language, 'translation', 'inbox') !== undefined;
  if (publicLoaded && staffLoaded) return null;
  const key = `${language}:${staff ? 'staff' : 'public'}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = Promise.all([
      publicLoaded
        ? undefined
        : loadPart(language, 'public').then((messages) => i18n.addResourceBundle(language, 'translation', messages)),
      staffLoaded
        ? undefined
        : loadPart(language, 'staff').then((messages) => i18n.addResourceBundle(language, STAFF_NAMESPACE, messages)),
    ]).then(() => undefined);
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

async function loadPart(language: Language, part: 'public' | 'staff'): Promise<LocaleMessages> {
  const module =
    part === 'staff'
      ? language === 'km'
        ? await import('../locales/staff/km.json')
        : await import('../locales/staff/en.json')
      : language === 'km'
        ? await import('../locales/km.json')
        : await import('../locales/en.json');
  return module.default;
}

/** A language's whole catalogue, both parts (the server's renders). */
export async function loadLocale(language: Language): Promise<LocaleMessages> {
  const [messages, staff] = await Promise.all([loadPart(language, 'public'), loadPart(language, 'staff')]);
  return { ...(messages as object), ...(staff as object) };
}
