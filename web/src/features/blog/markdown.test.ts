import { describe, expect, it } from '@jest/globals';
import { renderMarkdown, type MarkdownImage } from './markdown';

const ID = '0b5c7a1e-2f3d-4c5b-8a9e-1d2c3b4a5f60';
const PHOTO: MarkdownImage = {
  id: ID,
  width: 1500,
  height: 1000,
  alt: 'Library alt',
  src: `/media/images/${ID}/abcdef0123456789-960.webp`,
  sources: [
    { type: 'image/avif', srcset: `/media/images/${ID}/abcdef0123456789-320.avif 320w` },
    { type: 'image/webp', srcset: `/media/images/${ID}/abcdef0123456789-320.webp 320w` },
  ],
};

describe('renderMarkdown', () => {
  it('renders headings, lists, links, uploaded images and quotes', () => {
    const html = renderMarkdown(
      `## Title\n\n- one\n- two\n\n[prices](/pricing) [site](https://example.com)\n\n![A room](image:${ID})\n\n> quote`,
      [PHOTO],
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="/pricing">prices</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">site</a>');
    expect(html).toContain(
      `<picture><source type="image/avif" srcset="${PHOTO.sources[0].srcset}" sizes="(min-width: 900px) 760px, 100vw">`,
    );
    expect(html).toMatch(
      /<img src="\/media\/images\/[^"]+-960.webp" width="1500" height="1000" alt="A room" loading="lazy"/,
    );
    expect(html).toContain('<blockquote>');
  });

  it('keeps scripts, event attributes and script links inert', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[a](javascript:alert(1)) [b](vbscript:x) [c](data:text/html,x) ![d](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|<img src="x"|href="javascript|href="vbscript|href="data|src="javascript/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('shows no image from another host or of an unknown id, only its words; an image: link leads nowhere', () => {
    const html = renderMarkdown(
      `![huge](https://example.com/huge.png) ![x" onerror="alert(1)](/img.webp) ![gone](image:${ID}) [see](image:${ID})`,
    );
    expect(html).not.toMatch(/<img|<picture|href=/);
    expect(html).toContain('<span class="image-unavailable">huge</span>');
    expect(html).toContain('x&quot; onerror=&quot;alert(1)');
  });
});
