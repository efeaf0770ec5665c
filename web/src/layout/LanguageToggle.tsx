import { Button, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { findPageRoute, localizedPath, parseLocalizedPath, type Language } from '@site/common';
import { ensureLocale } from '../app/i18n';
import { useT } from '../app/language';

interface LanguageToggleProps {
  /** The mobile menu shows 'KM' / 'EN' instead of 'ខ្មែរ' / 'English'. */
  short?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A real link to the same page in the other language (works without JavaScript too), or to its home
 * page from the 404 page. Clicking it also stores the choice (app/behaviours.ts, before React too), so
 * later visits to unprefixed pages open in that language.
 */
export function LanguageToggle({ short = false, sx }: LanguageToggleProps) {
  const { t, language } = useT();
  const { i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const target: Language = language === 'km' ? 'en' : 'km';
  const { path } = parseLocalizedPath(pathname);
  // An unknown path has no twin (the other language's 404 page would be one more dead end): the
  // toggle of the 404 page leads to the other language's home page.
  const to = findPageRoute(path) ? localizedPath(path, target) + search + hash : localizedPath('/', target);
  // Start fetching the other language's messages as soon as the visitor shows intent.
  const staff = findPageRoute(path)?.access === 'login';
  const prefetch = () => void ensureLocale(i18n, target, staff)?.catch(() => undefined);

  return (
    <Button
      component={RouterLink}
      to={to}
      lang={target}
      hrefLang={target}
      aria-label={short ? t('language.switchToShortLabel') : undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      data-language-switch={target}
      variant="outlined"
      size="small"
      sx={[{ minWidth: short ? 56 : 88 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {short ? t('language.switchToShort') : t('language.switchTo')}
    </Button>
  );
}
