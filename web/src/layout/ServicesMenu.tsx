import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { Box, Button, Paper } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { parseLocalizedPath } from '@site/common';
import { useLocalize, useT } from '../app/language';
import { SERVICE_LINKS, SERVICES_LINK, type NavItem } from './navigation';

export const SERVICES_MENU_ID = 'services-menu';

/**
 * The header's Services button and its dropdown of the service pages: a disclosure of links (the
 * pattern for site navigation), in the HTML from the start and opened by app/behaviours.ts, so it
 * works before (and without) React. Escape, a click outside or leaving it with Tab closes it.
 */
export function ServicesMenu() {
  const { t } = useT();
  const localize = useLocalize();
  const current = parseLocalizedPath(useLocation().pathname).path;
  const item = (link: NavItem) => (
    <li key={link.path}>
      <Box
        component={RouterLink}
        to={localize(link.path)}
        aria-current={current === link.path ? 'page' : undefined}
        sx={{
          display: 'block',
          px: 2,
          py: 1.25,
          color: 'text.primary',
          textDecoration: 'none',
          '&:hover': { bgcolor: 'action.hover' },
          '&[aria-current="page"]': { bgcolor: 'action.selected', fontWeight: 700 },
        }}
      >
        {t(link.labelKey)}
      </Box>
    </li>
  );

  return (
    <Box sx={{ position: 'relative' }}>
      <Button
        data-disclosure
        data-dismiss
        aria-expanded="false"
        aria-controls={SERVICES_MENU_ID}
        endIcon={<KeyboardArrowDown />}
        color="inherit"
        className={current.startsWith('/services') ? 'active' : undefined}
        sx={{ '&[aria-expanded="true"] .MuiButton-endIcon': { transform: 'rotate(180deg)' } }}
      >
        {t('header.services')}
      </Button>
      <Paper
        id={SERVICES_MENU_ID}
        component="ul"
        hidden
        elevation={8}
        sx={{
          position: 'absolute',
          top: 'calc(100% + 8px)',
          left: 0,
          zIndex: 'modal',
          minWidth: 260,
          m: 0,
          py: 1,
          listStyle: 'none',
          '&[hidden]': { display: 'none' },
        }}
      >
        {item(SERVICES_LINK)}
        {/* A plain list item drawn as a line: <hr> may not stand in a <ul>, nor a separator role on an <li> (Nu HTML checker). */}
        <Box component="li" aria-hidden sx={{ borderTop: 1, borderColor: 'divider', my: 1 }} />
        {SERVICE_LINKS.map(item)}
      </Paper>
    </Box>
  );
}
