import type { Localized } from '@site/common';
import { useT } from '../app/language';

/** Picks the current page's language out of a bilingual content value of common/. */
export function useLocalized(): <T>(value: Localized<T>) => T {
  const { language } = useT();
  return (value) => value[language];
}
