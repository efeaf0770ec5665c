import { lazy, Suspense, useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { SilentBoundary } from '../../../app/SilentBoundary';

// Apollo and the GraphQL client load only here, after hydration: they stay off the critical path
// of every content page.
const OfficeStatus = lazy(() => import('./OfficeStatus'));

/**
 * Reserves the office status line's height in the prerendered HTML (nothing shifts when it appears)
 * and renders it only in the browser; if the API or the chunk is unreachable the slot stays empty.
 */
export function OfficeStatusSlot() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle(() => setMounted(true));
  }, []);

  return (
    <Box sx={{ minHeight: '3.6em', fontSize: '0.9375rem' }}>
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
