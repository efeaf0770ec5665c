import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import { Link as RouterLink, NavLink } from 'react-router';
import { useLocalize, useT } from '../app/language';
import { AuthButton } from './AuthButton';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { BOOKING_LINK, HOME_LINK, SECONDARY_LINKS, SERVICE_LINKS, SERVICES_LINK, type NavItem } from './navigation';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The side menu of small screens: every link, the booking button and the short language toggle. */
export default function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  const { t } = useT();
  const localize = useLocalize();
  // Each link in its own <li>: a <ul> may only hold list items (axe "list").
  const item = (link: NavItem, inset = false) => (
    <ListItem key={link.path} disablePadding>
      <ListItemButton component={NavLink} to={localize(link.path)} end onClick={onClose} sx={{ pl: inset ? 4 : 2 }}>
        <ListItemText primary={t(link.labelKey)} />
      </ListItemButton>
    </ListItem>
  );

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id, sx: { width: 'min(320px, 88vw)' }, 'aria-label': t('header.main') } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 1.5, pl: 2 }}>
        <Logo />
        <IconButton aria-label={t('header.closeMenu')} onClick={onClose} sx={{ width: 48, height: 48 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('header.main')}>
        <List sx={{ '& a.active': { color: 'primary.main', fontWeight: 700, bgcolor: 'action.selected' } }}>
          {item(HOME_LINK)}
          <ListSubheader disableSticky sx={{ lineHeight: 2.5 }}>
            {t('header.services')}
          </ListSubheader>
          {item(SERVICES_LINK, true)}
          {SERVICE_LINKS.map((link) => item(link, true))}
          {/* Hidden from assistive technology: an <hr> is not a list item (axe "list"). */}
          <Divider aria-hidden sx={{ my: 1 }} />
          {SECONDARY_LINKS.map((link) => item(link))}
        </List>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 2, mt: 'auto' }}>
        <Button
          component={RouterLink}
          to={localize(BOOKING_LINK.path)}
          onClick={onClose}
          variant="contained"
          color="secondary"
          fullWidth
        >
          {t(BOOKING_LINK.labelKey)}
        </Button>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
          <AuthButton onClick={onClose} />
          <LanguageToggle short onSwitch={onClose} />
        </Box>
      </Box>
    </Drawer>
  );
}
