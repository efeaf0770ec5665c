import { describe, expect, it } from '@jest/globals';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists, links, images and quotes', () => {
    const html = renderMarkdown(
      '## Title\n\n- one\n- two\n\n[prices](/pricing) [site](https://example.com)\n\n![A room](/img.webp)\n\n> quote',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="/pricing">prices</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">site</a>');
    expect(html).toMatch(/<img src="\/img.webp" alt="A room" loading="lazy" decoding="async"/);
    expect(html).toContain('<blockquote>');
  });

  it('keeps scripts, event attributes and script links inert', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[a](javascript:alert(1)) [b](vbscript:x) [c](data:text/html,x) ![d](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|<img src="x"|href="javascript|href="vbscript|href="data|src="javascript/i);
    expect(html).toContain('&lt;script&gt;');
  });
});
