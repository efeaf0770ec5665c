import type { ReactElement } from 'react';
import { afterAll, describe, expect, it } from '@jest/globals';
import { act } from '@testing-library/react';

/**
 * Guards what app/emotion.ts assumes of Emotion's internals (no public option does the same; the
 * versions are pinned in web/package.json): a page hydrates onto its prerendered <style> elements
 * without Emotion taking any out and putting it back (each such move makes the browser parse the
 * page's CSS again and restyle everything: docs/performance.md, third pass). An Emotion upgrade that
 * changes how its caches, StyleSheet or Global hydrate fails here.
 *
 * The server's style elements are written as entry-server.tsx leaves them (emotion.server.test.tsx
 * checks that format against @emotion/server). Emotion is imported only once they are in the
 * document: @emotion/react creates its default cache when its module loads, and that is one of the
 * moments a style element could move.
 */

const removed: Node[] = [];
const observer = new MutationObserver((records) => {
  for (const record of records) removed.push(...Array.from(record.removedNodes));
});
/** The style elements taken out of the document since the last call. */
const removedStyles = () => {
  for (const record of observer.takeRecords()) removed.push(...Array.from(record.removedNodes));
  return removed.splice(0).filter((node) => node.nodeName === 'STYLE');
};

afterAll(() => observer.disconnect());

describe("the app's Emotion cache on a prerendered page", () => {
  it('adopts the server’s style elements where they are: none is moved, none is added', async () => {
    // Placeholders until the class names are known (they are hashes of the styles).
    document.head.innerHTML =
      '<style data-s="" data-emotion="site-global x">body{margin:0}</style><style data-s="" data-emotion-placed="site y">.site-y{}</style>';
    observer.observe(document, { childList: true, subtree: true });
    const { css, Global, jsx, CacheProvider } = await import('@emotion/react');
    const { default: styled } = await import('@emotion/styled');
    const { hydrateRoot } = await import('react-dom/client');
    // Importing @emotion/react created its default cache (key css), which moves server styles that lack data-s.
    expect(removedStyles()).toEqual([]);

    const global = css({ body: { margin: 0 } });
    const box = css({ color: 'rgb(1, 2, 3)' });
    const Note = styled.p({ fontWeight: 700 });
    const page = () => [
      jsx(Global, { key: 'g', styles: global }),
      jsx('div', { key: 'b', css: box }, 'hello'),
      jsx(Note, { key: 'n' }, 'note'),
    ];

    // Learn the classes as the browser renders them, in a cache of its own, detached from the page.
    const { default: createCache } = await import('@emotion/cache');
    const probe = createCache({ key: 'site', container: document.createElement('div') });
    const probeRoot = document.createElement('div');
    await act(async () => renderDetached(probeRoot, jsx(CacheProvider, { value: probe }, page())));
    const noteClass = probeRoot.querySelector('p')!.className;
    const names = Object.keys(probe.inserted);
    expect(names).toEqual(expect.arrayContaining([box.name, noteClass.replace(/^site-/, '')]));
    const rules = Array.from(probe.sheet.tags, (tag) => tag.textContent).join('');

    // The page as the prerender writes it: the global style, then the components' rules in one element
    // that names its classes in data-emotion-placed.
    document.head.innerHTML = `<meta charset="utf-8"><style data-s="" data-emotion="site-global ${global.name}">body{margin:0;}</style><style data-s="" data-emotion-placed="site ${names.join(' ')}">${rules}</style>`;
    const root = document.createElement('div');
    root.innerHTML = `<div class="site-${box.name}">hello</div><p class="${noteClass}">note</p>`;
    document.body.append(root);
    const serverStyles = Array.from(document.head.querySelectorAll('style'));
    removedStyles();

    const { createBrowserEmotionCache } = await import('./emotion');
    const cache = createBrowserEmotionCache();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, jsx(CacheProvider, { value: cache }, page()), {
        onRecoverableError: (error) => errors.push(error),
      });
    });

    expect(errors).toEqual([]);
    expect(root.innerHTML).toBe(`<div class="site-${box.name}">hello</div><p class="${noteClass}">note</p>`);
    // Nothing taken out (a move is a removal and an insertion), nothing added, in the same order.
    expect(removedStyles()).toEqual([]);
    expect(Array.from(document.head.querySelectorAll('style'))).toEqual(serverStyles);
    // The global style is its Global's own now (Emotion takes the name off the element it adopted).
    expect(serverStyles[0].getAttribute('data-emotion')).toBe('site-global');
  });
});

/** Renders into an element outside the document (the probe must not touch the page). */
async function renderDetached(container: HTMLElement, element: ReactElement) {
  const { createRoot } = await import('react-dom/client');
  createRoot(container).render(element);
}
