import { createInstance, type i18n as I18n, type ResourceKey } from 'i18next';
import type { Language } from '@site/common';

export type LocaleMessages = ResourceKey;

/**
 * One i18next instance per app (and per prerendered page). The language of a screen comes from its
 * URL (see useT), so the instance only holds the loaded message bundles.
 */
export function createI18n(language: Language, messages: Partial<Record<Language, LocaleMessages>>): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: false,
    resources: Object.fromEntries(Object.entries(messages).map(([lng, translation]) => [lng, { translation }])),
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  return i18n;
}

const pending = new Map<Language, Promise<void>>();

/**
 * Loads a language's messages into the instance on demand, so a page ships only its own language.
 * Returns null when they are already there; the same promise while loading (usable with React's use()).
 */
export function ensureLocale(i18n: I18n, language: Language): Promise<void> | null {
  if (i18n.hasResourceBundle(language, 'translation')) return null;
  let promise = pending.get(language);
  if (!promise) {
    promise = loadLocale(language).then((messages) => {
      i18n.addResourceBundle(language, 'translation', messages);
    });
    pending.set(language, promise);
  }
  return promise;
}

export async function loadLocale(language: Language): Promise<LocaleMessages> {
  const module = language === 'km' ? await import('../locales/km.json') : await import('../locales/en.json');
  return module.default;
}
