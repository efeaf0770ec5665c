import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { parseLocalizedPath } from '@site/common';
import { useLocalize, useT } from '../app/language';
import { useAuthUser } from '../features/auth';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { STAFF_NAV } from './navigation';

/**
 * The staff workspace's own header (signed-in pages): the staff navigation, the language and sign-out.
 * No public menu, footer forms or chat. On a phone the navigation is one row that scrolls sideways
 * (plain links: touch, keyboard and screen readers need nothing more), and the workspace's name gives
 * way so that the top row fits a 360-px screen.
 */
export function StaffHeader() {
  const { t } = useT();
  const localize = useLocalize();
  const { pathname, search } = useLocation();
  const { path } = parseLocalizedPath(pathname);
  const here = path + search;
  // Staff without the admin role are not offered the admins' pages (until `me` answers, all are shown).
  const auth = useAuthUser();
  const admin = auth.status !== 'authenticated' || auth.user.role === 'admin';
  const items = STAFF_NAV.filter((item) => admin || !item.admin);
  // The item of the current page: an exact match of path and query first ('/dashboard?view=bookings'),
  // else the path alone.
  const current =
    STAFF_NAV.find((item) => item.path === here) ?? STAFF_NAV.find((item) => item.path.split('?')[0] === path);

  return (
    <AppBar
      position="sticky"
      component="header"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 1, minHeight: { xs: 56, md: 64 } }}>
          <Logo narrowNameFrom={400} />
          {/* On a phone the row holds the logo, the language and sign-out only (360 px in Khmer). */}
          <Typography
            component="span"
            variant="body2"
            sx={{
              display: { xs: 'none', sm: 'inline' },
              color: 'text.secondary',
              borderLeft: 1,
              borderColor: 'divider',
              pl: 1,
              ml: 0.5,
              whiteSpace: 'nowrap',
            }}
          >
            {t('staffNav.workspace')}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageToggle short />
          {/* Never squeezed below its text ("ចាកចេញពីគណនី" ran past its outline at 360 px). */}
          <Button href="/api/logout" variant="outlined" size="small" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {t('header.signOut')}
          </Button>
        </Toolbar>
        <Box component="nav" aria-label={t('staffNav.label')} sx={{ overflowX: 'auto', px: { xs: 1, md: 2 } }}>
          <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0, minHeight: 44 }}>
            {items.map((item) => {
              const active = item === current;
              return (
                <li key={item.path}>
                  <Button
                    component={RouterLink}
                    to={localize(item.path)}
                    aria-current={active ? 'page' : undefined}
                    color="inherit"
                    sx={{
                      whiteSpace: 'nowrap',
                      minHeight: 44,
                      borderRadius: 0,
                      color: active ? 'primary.main' : 'text.primary',
                      boxShadow: active ? 'inset 0 -3px 0 currentColor' : 'none',
                    }}
                  >
                    {t(item.labelKey)}
                  </Button>
                </li>
              );
            })}
          </Box>
        </Box>
      </Container>
    </AppBar>
  );
}
