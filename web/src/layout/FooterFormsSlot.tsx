import { lazy, memo, Suspense, useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { onNavigation } from '../app/navigation-events';

// The forms' code (formik, the yup schemas) stays out of every page's first load, as on the content
// pages. The prerendered HTML already holds the forms, and React keeps that HTML as it is (a dehydrated
// Suspense boundary) until the chunk arrives: when a visitor is about to use a form (focus, or a
// pointer pressed on it) or the app navigates, whichever comes first. Not when they near the viewport
// nor once the page has settled: evaluating formik and rendering the inputs is a long task on a
// phone, which on a short page (sign-in, payment success) fell while the page itself was starting,
// for a visitor who mostly came for something else. What was typed meanwhile is adopted, and a form
// sent before React runs it is held and sent once it does (app/boot.ts). A navigation needs them:
// React cannot show the next page while a boundary it has not hydrated yet is still waiting for its
// code (any change of the router's state reaches it), so without the chunk a tap on a menu link
// would do nothing until the visitor touched a form. While prerendering, the gate is open from the start.
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

// From the start, not once the footer has hydrated: a tap on a link may come before that. A browser
// without the Navigation API cannot tell of the router's navigations (nothing public does, and
// patching history.pushState is what we no longer do): there the forms load at once, so that no
// navigation ever waits for them.
if (typeof window !== 'undefined' && !onNavigation(loadFooterForms)) loadFooterForms();

/** The footer's forms slot. Memoized: it takes no props, so page changes do not re-render it. */
export const FooterFormsSlot = memo(function FooterFormsSlot() {
  const ref = useRef<HTMLDivElement>(null);

  // The window's own listeners, in the capture phase: React stops an event whose target is inside a
  // boundary it has not hydrated yet at its root (to replay it there later), so neither its handlers
  // nor the element's own listeners here would ever see the focus or the tap that is to bring the forms.
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const nearForms = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) loadFooterForms();
    };
    window.addEventListener('focusin', nearForms, true);
    window.addEventListener('pointerdown', nearForms, true);
    // A visitor may have come first: a content page loads the app because a form got focus or was
    // sent (the boot script holds it, aria-busy), before any of this ran.
    if (element.contains(document.activeElement) || element.querySelector('form[aria-busy="true"]')) {
      loadFooterForms();
    }
    return () => {
      window.removeEventListener('focusin', nearForms, true);
      window.removeEventListener('pointerdown', nearForms, true);
    };
  }, []);

  return (
    <Box ref={ref}>
      <Suspense fallback={null}>
        <FooterForms />
      </Suspense>
    </Box>
  );
});
