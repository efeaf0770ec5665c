import { useEffect, useRef, useState, type PointerEvent } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Typography } from '@mui/material';
import { useT } from '../app/language';
import { dismissToast, TOAST_DURATION, useToasts, type Toast } from '../app/toast';

/** A swipe to the right of at least this many pixels dismisses a toast (SPEC §9). */
const SWIPE_THRESHOLD = 50;
const HOTKEY = 'F8';

function ToastCard({ item }: { item: Toast }) {
  const { t } = useT();
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const startX = useRef<number | null>(null);
  const destructive = item.variant === 'destructive';

  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(item.id), item.duration ?? TOAST_DURATION);
    return () => window.clearTimeout(timer);
  }, [item.id, item.duration]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Buttons inside keep their own click; a swipe starts anywhere else on the card.
    if ((event.target as HTMLElement).closest('button')) return;
    startX.current = event.clientX;
    setDragging(true);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    setDragging(false);
    if (distance >= SWIPE_THRESHOLD) dismissToast(item.id);
    else setOffset(0);
  };

  return (
    <Box
      data-testid="toast"
      data-variant={item.variant ?? 'default'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        startX.current = null;
        setDragging(false);
        setOffset(0);
      }}
      sx={{
        pointerEvents: 'auto',
        // Vertical scrolling stays with the browser; horizontal moves come to the swipe handlers.
        touchAction: 'pan-y',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 2,
        pr: 1,
        borderRadius: 2,
        boxShadow: 6,
        border: 1,
        borderColor: destructive ? 'error.dark' : 'divider',
        bgcolor: destructive ? 'error.main' : 'background.paper',
        color: destructive ? 'error.contrastText' : 'text.primary',
        transform: `translateX(${offset}px)`,
        opacity: offset ? Math.max(0.3, 1 - offset / 200) : 1,
        transition: dragging ? 'none' : 'transform 150ms ease-out, opacity 150ms ease-out',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="p" variant="subtitle2">
          {item.title}
        </Typography>
        {item.description && (
          <Typography component="p" variant="body2" sx={{ opacity: 0.9 }}>
            {item.description}
          </Typography>
        )}
      </Box>
      <IconButton
        size="small"
        onClick={() => dismissToast(item.id)}
        aria-label={t('toast.close')}
        sx={{ color: 'inherit', mt: -0.5 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * The app's notification area (SPEC §9): one toast at a time, bottom of the screen on phones and
 * bottom right on wider screens. F8 moves keyboard focus to it.
 */
export function Toaster() {
  const { t } = useT();
  const toasts = useToasts();
  const region = useRef<HTMLElement>(null);
  const current = toasts[0];

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) {
        event.preventDefault();
        region.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Box
      component="section"
      ref={region}
      role="region"
      tabIndex={-1}
      aria-label={t('toast.region', { hotkey: HOTKEY })}
      sx={{
        position: 'fixed',
        zIndex: 1400,
        bottom: 0,
        right: 0,
        width: { xs: '100%', sm: 420 },
        maxWidth: '100vw',
        p: 2,
        pointerEvents: 'none',
        outline: 'none',
        '&:focus-visible > div > div': { outline: '3px solid', outlineColor: 'secondary.light' },
      }}
    >
      <div role="status" aria-live={current?.variant === 'destructive' ? 'assertive' : 'polite'} aria-atomic="true">
        {current && <ToastCard key={current.id} item={current} />}
      </div>
    </Box>
  );
}
