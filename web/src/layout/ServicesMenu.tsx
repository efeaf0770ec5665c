import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { Button } from '@mui/material';
import { useLocation } from 'react-router';
import { parseLocalizedPath } from '@site/common';
import { useT } from '../app/language';

const loadList = () => import('./ServicesMenuList');
const ServicesMenuList = lazy(loadList);

/** The header's Services button; its dropdown (ServicesMenuList) loads when first wanted. */
export function ServicesMenu() {
  const { t } = useT();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const inServices = parseLocalizedPath(pathname).path.startsWith('/services');
  const prefetch = () => void loadList().catch(() => undefined);

  return (
    <>
      <Button
        id={buttonId}
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : 'false'}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        endIcon={<KeyboardArrowDown />}
        color="inherit"
        className={inServices ? 'active' : undefined}
      >
        {t('header.services')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ServicesMenuList id={menuId} buttonId={buttonId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
