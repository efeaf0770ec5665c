import createCache, { type EmotionCache } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';

/**
 * The key of the app's Emotion cache (class names `site-…`). Not Emotion's default `css`: the default
 * cache that @emotion/react creates when its module loads would otherwise take the server's styles as
 * its own and move them (see below).
 */
const KEY = 'site';
/** Marks the element that holds the server-rendered rules of the page's components. */
const PLACED = 'data-emotion-placed';

export const createServerEmotionCache = (): EmotionCache => createCache({ key: KEY });

/**
 * The prerendered page's style elements. `data-s` tells the default cache they are placed; the one with
 * the components' rules names its classes in `data-emotion-placed`, not `data-emotion`, which Emotion's
 * browser cache would find and re-insert (below). Global styles keep `data-emotion`: each Global
 * component finds its own.
 */
export const markServerStyles = (tags: string): string =>
  tags
    .replaceAll('<style data-emotion="', '<style data-s="" data-emotion="')
    .replaceAll(`<style data-s="" data-emotion="${KEY} `, `<style data-s="" ${PLACED}="${KEY} `);

/**
 * Emotion's style sheet, except that style elements the server rendered stay where they are. Emotion
 * "hydrates" them with insertBefore, which in the browser removes and re-inserts each one even in its
 * own place: the whole page's CSS is parsed again and every element restyled, once per cache (a long
 * task on a phone while the app starts). Global styles build their sheets with this class too
 * (`new cache.sheet.constructor`), so theirs stay put as well.
 *
 * No documented option of createCache (key, container, insertionPoint, prepend, speedy, nonce) does
 * this: each still hydrates with insertBefore. So this file leans on Emotion's internals: StyleSheet's
 * `hydrate` and `tags`, Global's use of `cache.sheet.constructor`, the default cache skipping `data-s`,
 * @emotion/server's tag format. @emotion/cache, @emotion/sheet, @emotion/react and @emotion/server are
 * pinned to exact versions in web/package.json, and emotion.test.tsx (the browser) and
 * emotion.server.test.tsx (the prerender) fail on an upgrade that changes any of it.
 */
class PlacedStyleSheet extends StyleSheet {
  override hydrate(nodes: HTMLStyleElement[]): void {
    this.tags.push(...nodes);
  }
}

/** The browser's cache: knows every class the server rendered, and moves none of its styles. */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createCache({ key: KEY });
  const placed = Array.from(document.querySelectorAll<HTMLStyleElement>(`style[${PLACED}]`));
  for (const node of placed)
    for (const id of (node.getAttribute(PLACED) ?? '').split(' ').slice(1)) cache.inserted[id] = true;
  const sheet = new PlacedStyleSheet({
    key: KEY,
    container: cache.sheet.container,
    nonce: cache.sheet.nonce,
    speedy: cache.sheet.isSpeedy,
  });
  sheet.hydrate(placed);
  cache.sheet = sheet;
  return cache;
}
