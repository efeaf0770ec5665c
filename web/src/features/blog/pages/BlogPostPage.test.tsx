import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { BlogPostDocument, BlogPostsDocument, type BlogPostQuery } from '../../../gql/graphql';
import { mockOperation, networkError, type TestApolloOptions } from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import BlogPage from './BlogPage';
import BlogPostPage from './BlogPostPage';

// __typename as the server sends it: Apollo's cache matches the image fragment by it.
const POST = {
  id: '6f0a4c1e-0000-4000-8000-000000000002',
  slug: 'guesthouse-photos',
  status: 'PUBLISHED',
  title: 'រូបថតដែលធ្វើឱ្យផ្ទះសំណាក់ពេញ',
  summary: 'ហេតុអ្វីរូបថតទីមួយសម្រេចការកក់។',
  body: '## ពន្លឺ\n\nថតនៅពេលព្រឹក។ [ថ្លៃ](/pricing)\n\n![បន្ទប់ពេលព្រឹក](image:7a1b2c3d-0000-4000-8000-000000000009)',
  tags: [],
  coverImage: {
    __typename: 'Image',
    id: '7a1b2c3d-0000-4000-8000-000000000008',
    width: 1600,
    height: 900,
    alt: 'ផ្ទះសំណាក់ពេលថ្ងៃលិច',
    src: '/media/7a1b2c3d-0000-4000-8000-000000000008/960.webp',
    sources: [{ type: 'image/avif', srcset: '/media/7a1b2c3d-0000-4000-8000-000000000008/960.avif 960w' }],
  },
  images: [
    {
      __typename: 'Image',
      id: '7a1b2c3d-0000-4000-8000-000000000009',
      width: 1200,
      height: 800,
      alt: 'បន្ទប់ពេលព្រឹក',
      src: '/media/7a1b2c3d-0000-4000-8000-000000000009/960.webp',
      sources: [{ type: 'image/avif', srcset: '/media/7a1b2c3d-0000-4000-8000-000000000009/960.avif 960w' }],
    },
  ],
  publishedAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-21T02:00:00.000Z',
} as unknown as NonNullable<BlogPostQuery['post']>;

const article = (path: string, mocks: TestApolloOptions['mocks']) =>
  renderAt(
    path,
    <Routes>
      <Route path="/km/blog/:slug" element={<BlogPostPage />} />
      <Route path="/blog/:slug" element={<BlogPostPage />} />
    </Routes>,
    { mocks },
  );

describe('an article page (/blog/{slug})', () => {
  it('shows the stored article in the page language: title, date in the office zone, Markdown body', async () => {
    article('/km/blog/guesthouse-photos', [
      mockOperation(BlogPostDocument, { slug: 'guesthouse-photos', language: 'km' }, { data: { post: POST } }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: POST.title })).toBeInTheDocument();
    // The trail ends with the article's own title, not "Article".
    const trail = screen.getByRole('navigation', { name: 'ផ្លូវរុករក' });
    expect(within(trail).getByText(POST.title)).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'ពន្លឺ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ថ្លៃ' })).toHaveAttribute('href', '/pricing');
    // 20 November 02:00 UTC is 09:00 in Phnom Penh, a Friday.
    expect(screen.getByText('បានផ្សាយ ថ្ងៃសុក្រ ទី 20 ខែវិច្ឆិកា ឆ្នាំ 2026')).toBeInTheDocument();
    // The cover (loaded at once: above the fold) and the body's uploaded photo (lazy), both responsive.
    const cover = screen.getByRole('img', { name: 'ផ្ទះសំណាក់ពេលថ្ងៃលិច' });
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('width', '1600');
    expect(cover.closest('picture')?.querySelector('source[type="image/avif"]')).not.toBeNull();
    const photo = screen.getByRole('img', { name: 'បន្ទប់ពេលព្រឹក' });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo.closest('picture')).not.toBeNull();
  });

  it('is the 404 page when the article does not exist or is not published', async () => {
    article('/blog/draft-only', [
      mockOperation(BlogPostDocument, { slug: 'draft-only', language: 'en' }, { data: { post: null } }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('says so when the article could not be loaded, after a loading state', async () => {
    article('/blog/guesthouse-photos', [
      mockOperation(BlogPostDocument, { slug: 'guesthouse-photos', language: 'en' }, networkError()),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the article…');
    expect(await screen.findByRole('alert')).toHaveTextContent('The article could not be loaded.');
  });
});

describe('the list of articles (/blog)', () => {
  it('lists the published articles with their links, dates and summaries, and the feed', async () => {
    renderAt('/blog', <BlogPage />, {
      mocks: [
        mockOperation(
          BlogPostsDocument,
          { language: 'en' },
          {
            data: {
              posts: [
                {
                  id: POST.id,
                  slug: POST.slug,
                  title: 'Photos that fill a guesthouse',
                  summary: 'Why the first photo decides.',
                  coverImage: { ...POST.coverImage!, alt: 'A guesthouse at sunset' },
                  publishedAt: POST.publishedAt,
                  updatedAt: POST.updatedAt,
                },
              ],
            },
          },
        ),
      ],
    });
    const link = await screen.findByRole('link', { name: 'Photos that fill a guesthouse' });
    expect(link).toHaveAttribute('href', '/blog/guesthouse-photos');
    expect(screen.getByText('Published Friday, 20 November 2026')).toBeInTheDocument();
    expect(screen.getByText('Why the first photo decides.')).toBeInTheDocument();
    // Its cover, responsive and loaded lazily (the list is below the page's heading band).
    const cover = screen.getByRole('img', { name: 'A guesthouse at sunset' });
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover.closest('picture')?.querySelector('source[type="image/avif"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Subscribe to the articles (Atom feed)' })).toHaveAttribute(
      'href',
      '/blog/feed.xml',
    );
  });

  it('says when there is none yet', async () => {
    renderAt('/km/blog', <BlogPage />, {
      mocks: [mockOperation(BlogPostsDocument, { language: 'km' }, { data: { posts: [] } })],
    });
    expect(await screen.findByText('មិនទាន់មានអត្ថបទនៅឡើយទេ។ សូមត្រឡប់មកវិញឆាប់ៗនេះ។')).toBeInTheDocument();
  });
});
