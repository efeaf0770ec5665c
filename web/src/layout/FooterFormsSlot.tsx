import { lazy, memo, Suspense, useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { whenNearViewport } from '../app/defer';
import { onNavigation } from '../app/navigation-events';

// The forms' code (formik, the yup schemas) stays out of every page's first load. The prerendered
// HTML already holds the forms, and React keeps that HTML as it is (a dehydrated Suspense boundary)
// until the chunk arrives: when the forms near the viewport or get focus or a pointer, or the app
// navigates, whichever comes first. Not merely once the page has settled, nor 800 px before they are
// in view (on a short page that was at once): evaluating formik and rendering the inputs is a long
// task on a phone, which then fell while the page itself was starting. A navigation needs them: React
// cannot show the next page while a boundary it has not hydrated yet is still waiting for its code
// (any change of the router's state reaches it), so without the chunk a tap on a menu link did nothing
// until the visitor scrolled to the footer. A form sent before React runs it is held and sent once it
// does (app/boot.ts). While prerendering, the gate is open from the start.
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

// From the start, not once the footer has hydrated: a tap on a link may come before that.
if (typeof window !== 'undefined') onNavigation(loadFooterForms);

/** The footer's forms slot. Memoized: it takes no props, so page changes do not re-render it. */
export const FooterFormsSlot = memo(function FooterFormsSlot() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    return element ? whenNearViewport(element, loadFooterForms, '200px') : undefined;
  }, []);

  return (
    <Box ref={ref} onFocusCapture={loadFooterForms} onPointerDownCapture={loadFooterForms}>
      <Suspense fallback={null}>
        <FooterForms />
      </Suspense>
    </Box>
  );
});
