import { use, type ReactNode } from 'react';
import { whenNearViewport, whenPageSettles } from './defer';
import { onNavigation } from './navigation-events';

/** One part of the page held back from hydration, and what lets it go. */
interface Gate {
  open: boolean;
  /** Whether the part has rendered once while the gate was shut (its hydration, put off). */
  heldBack: boolean;
  opened: Promise<void>;
  openGate(): void;
}

const gates = new Map<string, Gate>();

function gateOf(selector: string): Gate {
  let gate = gates.get(selector);
  if (!gate) {
    let resolve: () => void = () => {};
    const opened = new Promise<void>((settle) => {
      resolve = settle;
    });
    const created: Gate = {
      open: false,
      heldBack: false,
      opened,
      openGate() {
        if (created.open) return;
        created.open = true;
        resolve();
      },
    };
    gates.set(selector, (gate = created));
  }
  return gate;
}

interface DeferredHydrationProps {
  /** The server-rendered element of this part (e.g. 'footer'), found in the page before it hydrates. */
  selector: string;
  children: ReactNode;
}

/**
 * Leaves a part of a prerendered page as the server sent it (its text shown, its links plain links)
 * and lets React hydrate it only once it is wanted: when it comes within 800 px of the viewport, when
 * the app navigates, when the page has settled (a few seconds after the load event, when the browser
 * is idle), or as soon as React has to render it again (a tap or focus inside it makes React hydrate
 * it there and then; so do new props, or a change in a context it reads), whichever comes first.
 * Meant for the footer: on a phone it is far below what the visitor sees first, and hydrating it (the
 * stored settings read from Apollo's cache, the styles of its links and icons, the office line) was
 * three tasks of 12-27 ms of the page's start on a fast machine, four times that on a phone.
 *
 * Must sit directly inside its own Suspense boundary, kept as one element (memoised): React keeps a
 * boundary that suspends while it hydrates as the server's HTML, and hydrates it when the gate's
 * promise resolves. New props for the held part render it again, which opens the gate, and React
 * hydrates it in place; a navigation (the router's location and the language, which the footer reads)
 * opens the gate as it starts, before the router's update reaches the part. One case costs more: an
 * update at a non-transition priority that reaches the part before the first hydration pass has
 * rendered it at all (the app's first moments); React then renders the part afresh instead of
 * hydrating it (the footer's forms show their empty fallback until their chunk has loaded). Where
 * there is no server-rendered element (the dev server renders from scratch; the public footer after a
 * staff page), it renders at once. The server renders it as it is.
 */
export function DeferredHydration({ selector, children }: DeferredHydrationProps) {
  if (typeof window === 'undefined') return children;
  const gate = gateOf(selector);
  if (!gate.open) {
    const element = gate.heldBack ? null : document.querySelector(selector);
    if (!element) {
      // Rendered again before the gate opened (an event or an update needs it now), or nothing to hydrate.
      gate.openGate();
    } else {
      // The first render, during hydration: what will open the gate, set up from here because a part
      // that has not hydrated runs no effects. Without the Navigation API no navigation can be seen
      // coming, and a navigation would wait for the part: it hydrates at once. So it does when the
      // visitor is already in it: a content page starts the app when one of the footer's forms gets
      // focus or is sent (the boot script holds the form, aria-busy).
      gate.heldBack = true;
      const visitorInIt = element.contains(document.activeElement) || element.querySelector('form[aria-busy="true"]');
      if (!onNavigation(gate.openGate) || visitorInIt) gate.openGate();
      else {
        whenNearViewport(element, gate.openGate);
        whenPageSettles(gate.openGate);
        use(gate.opened);
      }
    }
  }
  return children;
}
