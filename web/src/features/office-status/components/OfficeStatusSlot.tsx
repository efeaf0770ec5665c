import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { whenNearViewport, whenPageSettles } from '../../../app/defer';
import { SilentBoundary } from '../../../app/SilentBoundary';

// Apollo and the GraphQL client load only here, when the footer nears the viewport or once the page
// has settled: they stay off the critical path of every content page.
const OfficeStatus = lazy(() => import('./OfficeStatus'));

/**
 * Reserves the office status line's height in the prerendered HTML (nothing shifts when it appears)
 * and renders it only in the browser; if the API or the chunk is unreachable the slot stays empty.
 */
export function OfficeStatusSlot() {
  const [mounted, setMounted] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const mount = () => setMounted(true);
    const cancelNear = ref.current ? whenNearViewport(ref.current, mount, '200px') : () => {};
    const cancelSettled = whenPageSettles(mount);
    return () => {
      cancelNear();
      cancelSettled();
    };
  }, []);

  return (
    <Box ref={ref} sx={{ minHeight: '3.6em', fontSize: '0.9375rem' }}>
      {mounted && (
        <SilentBoundary>
          <Suspense fallback={null}>
            <OfficeStatus />
          </Suspense>
        </SilentBoundary>
      )}
    </Box>
  );
}
