import { Divider, Menu, MenuItem } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { parseLocalizedPath } from '@site/common';
import { useLocalize, useT } from '../app/language';
import { SERVICE_LINKS, SERVICES_LINK } from './navigation';

export interface ServicesMenuListProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The dropdown itself, loaded on first use (MUI's Menu, Popover and Modal are a sizeable part of the
 * bundle). MUI's Menu gives role="menu"/"menuitem", arrow-key and Home/End navigation, type-ahead,
 * Escape to close and focus return to the button.
 */
export default function ServicesMenuList({ id, buttonId, anchor, onClose }: ServicesMenuListProps) {
  const { t } = useT();
  const localize = useLocalize();
  const current = parseLocalizedPath(useLocation().pathname).path;

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      <MenuItem
        component={RouterLink}
        to={localize(SERVICES_LINK.path)}
        onClick={onClose}
        selected={current === SERVICES_LINK.path}
      >
        {t(SERVICES_LINK.labelKey)}
      </MenuItem>
      <Divider />
      {SERVICE_LINKS.map((link) => (
        <MenuItem
          key={link.path}
          component={RouterLink}
          to={localize(link.path)}
          onClick={onClose}
          selected={current === link.path}
        >
          {t(link.labelKey)}
        </MenuItem>
      ))}
    </Menu>
  );
}
