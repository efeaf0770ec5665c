/** The two languages of the site. English is the default and lives at the spec's paths; Khmer under /km. */
export const LANGUAGES = ['en', 'km'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** localStorage key holding the visitor's language choice. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'km';
}

/** BCP 47 tag used in <html lang> and hreflang. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en', km: 'km' };

/** A text in both languages. Every visible string of the product exists in both. */
export type Localized<T = string> = Record<Language, T>;
