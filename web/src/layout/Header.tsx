import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Container, IconButton, Toolbar } from '@mui/material';
import { Link as RouterLink, NavLink } from 'react-router';
import { useLocalize, useT } from '../app/language';
import { ChatHeaderToggle } from '../features/chat';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu';
import { BOOKING_LINK, HOME_LINK, SECONDARY_LINKS } from './navigation';
import { ServicesMenu } from './ServicesMenu';

// Desktop and mobile parts are both rendered and switched by CSS breakpoints (not useMediaQuery),
// so the prerendered HTML is right on every screen before JavaScript runs.
const desktopOnly = { display: { xs: 'none', md: 'flex' } } as const;
const mobileOnly = { display: { xs: 'flex', md: 'none' } } as const;

export function Header() {
  const { t } = useT();
  const localize = useLocalize();
  const navLink = (path: string, label: string) => (
    <Button key={path} component={NavLink} to={localize(path)} end color="inherit">
      {label}
    </Button>
  );

  return (
    <AppBar
      position="sticky"
      component="header"
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        // The current page's link: aria-current comes from NavLink, the look from here.
        '& a.active, & button.active': {
          color: 'primary.main',
          boxShadow: 'inset 0 -3px 0 currentColor',
          borderRadius: 0,
        },
      }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar component="nav" aria-label={t('header.main')} sx={{ gap: 1, minHeight: { xs: 60, md: 72 } }}>
          <Logo narrowNameFrom={340} />
          <Box sx={{ ...desktopOnly, alignItems: 'center', gap: 0.5, ml: 3 }}>
            {navLink(HOME_LINK.path, t(HOME_LINK.labelKey))}
            <ServicesMenu />
            {SECONDARY_LINKS.map((link) => navLink(link.path, t(link.labelKey)))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ ...desktopOnly, alignItems: 'center', gap: 1 }}>
            <LanguageToggle />
            <Button component={RouterLink} to={localize(BOOKING_LINK.path)} variant="contained" color="secondary">
              {t(BOOKING_LINK.labelKey)}
            </Button>
          </Box>
          <Box sx={{ ...mobileOnly, alignItems: 'center', gap: 0.5 }}>
            {/* A Khmer reader finds their language without opening the menu (SPEC §2: a short KM/EN toggle). */}
            <LanguageToggle short sx={{ minWidth: 44, minHeight: 40, px: 1 }} />
            <ChatHeaderToggle />
            <IconButton
              edge="end"
              color="primary"
              aria-label={t('header.openMenu')}
              aria-haspopup="dialog"
              aria-controls={MOBILE_MENU_ID}
              aria-expanded="false"
              data-dialog-open={MOBILE_MENU_ID}
              sx={{ width: 48, height: 48 }}
            >
              <MenuIcon />
            </IconButton>
          </Box>
        </Toolbar>
      </Container>
      {/* The menus work through app/behaviours.ts, before React too (content pages load none until needed). */}
      <MobileMenu />
    </AppBar>
  );
}
