import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { renderAt } from '../test/render';
import { resetPublicOrigin, useDocumentMeta } from './useDocumentMeta';

function Page() {
  useDocumentMeta();
  return <Link to="/km/pricing">pricing</Link>;
}

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"], link[rel="alternate"]')].map((link) => [
    link.rel,
    link.hreflang,
    link.href,
  ]);

describe('useDocumentMeta', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    resetPublicOrigin();
  });

  it('keeps the public origin the server wrote, whatever host the visitor came through', () => {
    document.head.innerHTML = '<link rel="canonical" href="https://angkordigital.example/faq" />';
    renderAt('/faq', <Page />);
    fireEvent.click(screen.getByRole('link', { name: 'pricing' }));
    expect(document.documentElement.lang).toBe('km');
    expect(document.title).toMatch(/Angkor Digital$/);
    expect(links()).toEqual([
      ['canonical', '', 'https://angkordigital.example/km/pricing'],
      ['alternate', 'en', 'https://angkordigital.example/pricing'],
      ['alternate', 'km', 'https://angkordigital.example/km/pricing'],
      ['alternate', 'x-default', 'https://angkordigital.example/pricing'],
    ]);
  });

  it('falls back to the browser’s origin when the first page has no canonical link (the 404 page)', () => {
    renderAt('/nope', <Page />);
    expect(links()).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'pricing' }));
    expect(links()[0]).toEqual(['canonical', '', `${window.location.origin}/km/pricing`]);
  });
});
