import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, localizedPath, parseLocalizedPath, type Language } from '@site/common';

/** The language of the current screen: the URL decides (English at the spec paths, Khmer under /km). */
export function useLanguage(): Language {
  return parseLocalizedPath(useLocation().pathname).language;
}

/** Translations in the URL's language, whatever language another screen used before. */
export function useT() {
  const language = useLanguage();
  const { t } = useTranslation('translation', { lng: language });
  return { t, language };
}

/** Builds a path of the current language from a spec path: useLocalize()('/faq') -> '/km/faq' on Khmer pages. */
export function useLocalize(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizedPath(path, language);
}

/** Remembers the visitor's choice; the inline script in index.html reads it on the next visit. */
export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage disabled: the choice then lasts only for this page view.
  }
}
