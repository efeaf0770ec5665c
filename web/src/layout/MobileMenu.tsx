import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import { Link as RouterLink, NavLink } from 'react-router';
import { useLocalize, useT } from '../app/language';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { BOOKING_LINK, HOME_LINK, SECONDARY_LINKS, SERVICE_LINKS, SERVICES_LINK, type NavItem } from './navigation';

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The side menu of small screens: every link, the booking button and the short language toggle. A
 * native modal <dialog> in the HTML from the start (closed and `hidden`), opened by the header's menu
 * button through app/behaviours.ts: the browser keeps focus inside, Escape closes it and focus
 * returns to the button, a tap on the backdrop or on a link closes it. No React needed to use it.
 */
export function MobileMenu() {
  const { t } = useT();
  const localize = useLocalize();
  // Each link in its own <li>: a <ul> may only hold list items (axe "list").
  const item = (link: NavItem, inset = false) => (
    <ListItem key={link.path} disablePadding>
      <ListItemButton component={NavLink} to={localize(link.path)} end sx={{ pl: inset ? 4 : 2 }}>
        <ListItemText primary={t(link.labelKey)} />
      </ListItemButton>
    </ListItem>
  );

  return (
    <Box
      component="dialog"
      id={MOBILE_MENU_ID}
      aria-label={t('header.main')}
      hidden
      sx={{
        position: 'fixed',
        inset: '0 0 0 auto',
        m: 0,
        p: 0,
        border: 0,
        width: 'min(320px, 88vw)',
        height: '100%',
        maxHeight: '100%',
        maxWidth: '100%',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 16,
        overflowY: 'auto',
        '&[open]': { display: 'flex', flexDirection: 'column' },
        '&[hidden]': { display: 'none' },
        '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
        '@media (prefers-reduced-motion: no-preference)': {
          '&[open]': { animation: 'mobile-menu-in 200ms ease-out' },
        },
        '@keyframes mobile-menu-in': { from: { transform: 'translateX(100%)' }, to: { transform: 'none' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 1.5, pl: 2 }}>
        <Logo />
        <IconButton data-dialog-close aria-label={t('header.closeMenu')} sx={{ width: 48, height: 48 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('header.allPages')}>
        <List sx={{ '& a.active': { color: 'primary.main', fontWeight: 700, bgcolor: 'action.selected' } }}>
          {item(HOME_LINK)}
          <ListSubheader disableSticky sx={{ lineHeight: 2.5 }}>
            {t('header.services')}
          </ListSubheader>
          {item(SERVICES_LINK, true)}
          {SERVICE_LINKS.map((link) => item(link, true))}
        </List>
        {/* Between two lists: an <hr> may not stand inside a <ul> (Nu HTML checker, axe "list"). */}
        <Divider sx={{ my: 1 }} />
        <List sx={{ pt: 0, '& a.active': { color: 'primary.main', fontWeight: 700, bgcolor: 'action.selected' } }}>
          {SECONDARY_LINKS.map((link) => item(link))}
        </List>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 2, mt: 'auto' }}>
        <Button component={RouterLink} to={localize(BOOKING_LINK.path)} variant="contained" color="secondary" fullWidth>
          {t(BOOKING_LINK.labelKey)}
        </Button>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', justifyContent: 'flex-end' }}>
          <LanguageToggle short />
        </Box>
      </Box>
    </Box>
  );
}
