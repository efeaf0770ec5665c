import { lazy, memo, Suspense, useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { whenNearViewport } from '../app/defer';

// The forms' code (formik, the yup schemas) stays out of every page's first load. The prerendered
// HTML already holds the forms, and React keeps that HTML as it is (a dehydrated Suspense boundary)
// until the chunk arrives: when the footer nears the viewport or gets focus or a pointer, whichever
// comes first (not merely once the page has settled: evaluating formik and the inputs then was a long
// task on a phone reading the page). A form sent before that is held and sent once React runs it
// (app/boot.ts). While prerendering, the gate is open from the start.
let openGate: () => void = () => {};
const gate: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => {
        openGate = resolve;
      });

const FooterForms = lazy(() => gate.then(() => import('./FooterForms')));

/** Loads the forms' chunk now (idempotent). */
function loadFooterForms(): void {
  openGate();
}

/** The footer's forms slot. Memoized: it takes no props, so page changes do not re-render it. */
export const FooterFormsSlot = memo(function FooterFormsSlot() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    return element ? whenNearViewport(element, loadFooterForms) : undefined;
  }, []);

  return (
    <Box ref={ref} onFocusCapture={loadFooterForms} onPointerDownCapture={loadFooterForms}>
      <Suspense fallback={null}>
        <FooterForms />
      </Suspense>
    </Box>
  );
});
