import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DeferredHydration } from './DeferredHydration';

/** A footer that says when React runs it (its effect) and counts taps with React state. */
function Footer({ hydrated }: { hydrated: string[] }) {
  const [taps, setTaps] = useState(0);
  useEffect(() => {
    hydrated.push('footer');
  }, [hydrated]);
  return (
    <footer>
      <button type="button" onClick={() => setTaps((count) => count + 1)}>
        Tapped {taps}
      </button>
    </footer>
  );
}

/** The page as the server sent it, in the document, and React hydrating it with the footer held back. */
async function hydratePage(selector: string) {
  const hydrated: string[] = [];
  const page = (footer: ReactNode) => (
    <div>
      <main>Page</main>
      <Suspense fallback={null}>{footer}</Suspense>
    </div>
  );
  const container = document.createElement('div');
  container.id = selector.slice(1, selector.indexOf(' '));
  // What react-dom/server writes for it: the Suspense boundary's markers around the footer (the gate
  // renders nothing of its own).
  container.innerHTML =
    '<div><main>Page</main><!--$--><footer><button type="button">Tapped <!-- -->0</button></footer><!--/$--></div>';
  document.body.append(container);
  await act(async () => {
    hydrateRoot(
      container,
      page(<DeferredHydration selector={selector}>{<Footer hydrated={hydrated} />}</DeferredHydration>),
    );
  });
  return { container, hydrated, button: container.querySelector('button')! };
}

/** A stand-in for the browser's Navigation API (jsdom has none): onNavigation listens to it. */
function installNavigation(): EventTarget {
  const navigation = new EventTarget();
  Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
  return navigation;
}

function navigate(navigation: EventTarget) {
  const event = Object.assign(new Event('navigate'), {
    navigationType: 'push',
    destination: { url: `${window.location.origin}/faq` },
  });
  navigation.dispatchEvent(event);
}

afterEach(() => {
  delete (window as { navigation?: unknown }).navigation;
  document.body.replaceChildren();
});

describe('DeferredHydration', () => {
  it('keeps the server’s footer as it is until the app navigates, then hydrates it', async () => {
    const navigation = installNavigation();
    const { container, hydrated, button } = await hydratePage('#page-a footer');
    expect(hydrated).toEqual([]);
    // The server's HTML stays: the same element, the text shown.
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveTextContent('Tapped 0');

    await act(async () => navigate(navigation));
    expect(hydrated).toEqual(['footer']);
    expect(container.querySelector('button')).toBe(button);
    fireEvent.click(button);
    expect(button).toHaveTextContent('Tapped 1');
  });

  it('hydrates at a tap inside it, and the tap counts', async () => {
    installNavigation();
    const { hydrated, button } = await hydratePage('#page-b footer');
    expect(hydrated).toEqual([]);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(hydrated).toEqual(['footer']);
    expect(button).toHaveTextContent('Tapped 1');
  });

  it('hydrates once it nears the viewport', async () => {
    installNavigation();
    let reportIntersection: (entries: { isIntersecting: boolean }[]) => void = () => {};
    class Observer {
      constructor(callback: typeof reportIntersection) {
        reportIntersection = callback;
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', { value: Observer, configurable: true });
    try {
      const { hydrated } = await hydratePage('#page-d footer');
      expect(hydrated).toEqual([]);
      await act(async () => reportIntersection([{ isIntersecting: true }]));
      expect(hydrated).toEqual(['footer']);
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('hydrates at once when the visitor is already in it (focus inside)', async () => {
    installNavigation();
    const hydrated: string[] = [];
    const container = document.createElement('div');
    container.id = 'page-e';
    container.innerHTML = '<!--$--><footer><button type="button">Tapped <!-- -->0</button></footer><!--/$-->';
    document.body.append(container);
    container.querySelector('button')!.focus();
    await act(async () => {
      hydrateRoot(
        container,
        <Suspense fallback={null}>
          <DeferredHydration selector="#page-e footer">
            <Footer hydrated={hydrated} />
          </DeferredHydration>
        </Suspense>,
      );
    });
    expect(hydrated).toEqual(['footer']);
  });

  it('hydrates in place when an update reaches it while it is held (new props)', async () => {
    installNavigation();
    let setLabel: (label: string) => void = () => {};
    function Labelled({ label }: { label: string }) {
      return <p>{label}</p>;
    }
    function Page() {
      const [label, set] = useState('first');
      useEffect(() => {
        setLabel = set;
      }, []);
      return (
        <Suspense fallback={null}>
          <DeferredHydration selector="#page-f footer">
            <Footer hydrated={hydrated} />
            <Labelled label={label} />
          </DeferredHydration>
        </Suspense>
      );
    }
    const hydrated: string[] = [];
    const container = document.createElement('div');
    container.id = 'page-f';
    container.innerHTML =
      '<!--$--><footer><button type="button">Tapped <!-- -->0</button></footer><p>first</p><!--/$-->';
    document.body.append(container);
    const button = container.querySelector('button')!;
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(hydrated).toEqual([]);
    await act(async () => setLabel('second'));
    expect(hydrated).toEqual(['footer']);
    expect(container.querySelector('button')).toBe(button);
    expect(container.querySelector('p')).toHaveTextContent('second');
  });

  it('hydrates at once where the browser cannot tell of navigations (no Navigation API)', async () => {
    const { hydrated } = await hydratePage('#page-c footer');
    expect(hydrated).toEqual(['footer']);
  });

  it('renders at once where there is no server-rendered part', async () => {
    installNavigation();
    const hydrated: string[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <Suspense fallback={null}>
          <DeferredHydration selector="#nowhere footer">
            <Footer hydrated={hydrated} />
          </DeferredHydration>
        </Suspense>,
      );
    });
    expect(hydrated).toEqual(['footer']);
    expect(container.querySelector('button')).toHaveTextContent('Tapped 0');
  });
});
