import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../app/language';

// True until the first page has hydrated: later screens (client-side navigation) render normally.
let firstHydration = typeof document !== 'undefined';

/**
 * Content that needs no JavaScript once it is on screen (texts, cards, plain links). On the
 * prerendered page React adopts the server's HTML as it is instead of rendering and hydrating every
 * element again, which is most of the work a cheap phone does after load. The server and later
 * client-side navigation render `children` normally. Links inside then are plain links: a click loads
 * the next prerendered page.
 */
export function StaticHtml({ id, children }: { id: string; children: ReactNode }) {
  const { language } = useT();
  const key = `${language}:${id}`;
  const [adopted] = useState(() => {
    const element = firstHydration ? document.querySelector(`[data-static-html="${key}"]`) : null;
    return element ? { key, html: element.innerHTML } : null;
  });
  // The language toggle keeps this instance (same route, other language): only the HTML it adopted
  // for its own key may stand in for the children.
  const html = adopted?.key === key ? adopted.html : null;
  useEffect(() => {
    firstHydration = false;
  }, []);

  return html === null ? (
    <div data-static-html={key} style={{ display: 'contents' }}>
      {children}
    </div>
  ) : (
    <div data-static-html={key} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
