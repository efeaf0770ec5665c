import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Link } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { findPageRoute, parseLocalizedPath } from '@site/common';
import { useLocalize, useT } from '../../app/language';
import { breadcrumbTrail } from '../breadcrumbs';

/**
 * Home > (Services >) this page, on the hero band; the last item is the current page, named `current`
 * where the page's name is stored content (an article: its title, not "Article").
 */
export function Breadcrumbs({ current }: { current?: string }) {
  const { t } = useT();
  const localize = useLocalize();
  const trail = breadcrumbTrail(findPageRoute(parseLocalizedPath(useLocation().pathname).path));
  if (trail.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('contentPages.breadcrumb')} sx={{ mb: 2 }}>
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}
      >
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <Box component="li" key={crumb.path} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              {last ? (
                <Box component="span" aria-current="page" sx={{ fontSize: '0.875rem', opacity: 0.9 }}>
                  {current || t(crumb.labelKey)}
                </Box>
              ) : (
                <>
                  <Link
                    component={RouterLink}
                    to={localize(crumb.path)}
                    sx={{
                      color: 'inherit',
                      fontSize: '0.875rem',
                      textUnderlineOffset: 3,
                      display: 'inline-block',
                      py: 0.5,
                    }}
                  >
                    {t(crumb.labelKey)}
                  </Link>
                  <ChevronRight aria-hidden fontSize="small" sx={{ opacity: 0.7 }} />
                </>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
