/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { CacheProvider, css, Global, jsx } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createServerEmotionCache, markServerStyles } from './emotion';

/**
 * The prerender's side of app/emotion.ts: @emotion/server's style elements (its output format is an
 * assumption of markServerStyles; the versions are pinned in web/package.json) become the ones the
 * browser's cache adopts without moving them (emotion.test.tsx hydrates onto that format).
 */
describe('the prerendered style elements', () => {
  it('name the components’ classes in data-emotion-placed and keep each global style findable by its Global', () => {
    const cache = createServerEmotionCache();
    const server = createEmotionServer(cache);
    const box = css({ color: 'rgb(1, 2, 3)' });
    const global = css({ body: { margin: 0 } });
    const html = renderToString(
      jsx(CacheProvider, { value: cache }, [
        jsx(Global, { key: 'g', styles: global }),
        jsx('div', { key: 'b', css: box }, 'hello'),
      ]),
    );
    expect(html).toBe(`<div class="site-${box.name}">hello</div>`);

    const tags = markServerStyles(server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)));
    expect(tags).toContain(`<style data-s="" data-emotion="site-global ${global.name}">body{margin:0;}</style>`);
    expect(tags).toContain(
      `<style data-s="" data-emotion-placed="site ${box.name}">.site-${box.name}{color:rgb(1, 2, 3);}</style>`,
    );
    // No element the browser's caches would take for their own and re-insert.
    expect(tags).not.toMatch(/<style data-emotion=/);
    expect(tags).not.toMatch(/data-emotion="site /);
  });
});
