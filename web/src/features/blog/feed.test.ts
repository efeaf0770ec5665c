import { describe, expect, it } from '@jest/globals';
import { atomFeed, type FeedArticle } from './feed';

const IMAGE_ID = '5b0e8c1a-2f4d-4e6a-9c3b-7d1e2f3a4b5c';
const ARTICLE: FeedArticle = {
  id: 'a1',
  slug: 'photos-that-sell',
  title: 'Photos that sell',
  summary: 'Why the first photo matters.',
  body: `Intro.\n\n![A guesthouse at dusk](image:${IMAGE_ID})`,
  images: [
    {
      id: IMAGE_ID,
      width: 1200,
      height: 800,
      alt: 'A guesthouse',
      src: `/media/images/${IMAGE_ID}/0123456789abcdef-1200.webp`,
      sources: [
        {
          type: 'image/avif',
          srcset: `/media/images/${IMAGE_ID}/0123456789abcdef-640.avif 640w, /media/images/${IMAGE_ID}/0123456789abcdef-1200.avif 1200w`,
        },
      ],
    },
  ],
  publishedAt: '2026-12-01T02:00:00.000Z',
  updatedAt: '2026-12-01T02:00:00.000Z',
};

describe('atomFeed', () => {
  it('carries the pictures of an article’s body, with absolute addresses (a reader shows them off the site)', () => {
    const xml = atomFeed([ARTICLE], 'en', (path) => `https://angkor.example${path}`);
    const content = /<content type="html">([^<]*)<\/content>/.exec(xml)![1]!;
    expect(content).not.toContain('image-unavailable');
    expect(content).toContain(
      `src=&quot;https://angkor.example/media/images/${IMAGE_ID}/0123456789abcdef-1200.webp&quot;`,
    );
    expect(content).toContain(
      `https://angkor.example/media/images/${IMAGE_ID}/0123456789abcdef-640.avif 640w, https://angkor.example/media/images/${IMAGE_ID}/0123456789abcdef-1200.avif 1200w`,
    );
    expect(content).toContain('A guesthouse at dusk');
  });
});
