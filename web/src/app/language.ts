import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizedPath, parseLocalizedPath, type Language } from '@site/common';

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
