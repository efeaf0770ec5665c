import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { CaseStudyDocument } from '../../../gql/graphql';
import { mockOperation } from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import CaseStudyPage from './CaseStudyPage';

const PHOTO_ID = '0b5c7a1e-2f3d-4c5b-8a9e-1d2c3b4a5f60';
const BODY_ID = '1b5c7a1e-2f3d-4c5b-8a9e-1d2c3b4a5f61';
// __typename as the server sends it: Apollo's cache matches the fragments by it.
const image = (id: string, alt: string) => ({
  __typename: 'Image' as const,
  id,
  width: 1920,
  height: 1280,
  alt,
  src: `/media/images/${id}/abcdef0123456789-960.webp`,
  sources: [
    { type: 'image/avif', srcset: `/media/images/${id}/abcdef0123456789-320.avif 320w` },
    { type: 'image/webp', srcset: `/media/images/${id}/abcdef0123456789-320.webp 320w` },
  ],
});

const study = {
  __typename: 'CaseStudy' as const,
  id: 'c1',
  slug: 'banyan-courtyard',
  title: 'ការកក់ផ្ទាល់សម្រាប់ផ្ទះសំណាក់',
  summary: 'គេហទំព័រពីរភាសា។',
  client: 'ផ្ទះសំណាក់ Banyan Courtyard',
  industry: 'បដិសណ្ឋារកិច្ច',
  services: ['web-design', 'seo'],
  publishedAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-21T02:00:00.000Z',
  photos: [image(PHOTO_ID, 'ទីធ្លាផ្ទះសំណាក់')],
  problem: 'ភ្ញៀវ <script>alert(1)</script> [x](javascript:alert(1))',
  work: `![គេហទំព័រនៅលើទូរសព្ទ](image:${BODY_ID})\n\n![ពីក្រៅ](https://example.com/huge.png)`,
  results: 'ការកក់ផ្ទាល់កើនឡើង **៤០%**',
  quote: 'ភ្ញៀវកាន់តែច្រើនកក់មកយើងដោយផ្ទាល់។',
  quoteBy: 'ចាន់ សុខា',
  images: [image(PHOTO_ID, 'ទីធ្លាផ្ទះសំណាក់'), image(BODY_ID, 'alt from the library')],
};

const render = (answer: typeof study | null) =>
  renderAt(
    '/km/work/banyan-courtyard',
    <Routes>
      <Route path="/km/work/:slug" element={<CaseStudyPage />} />
    </Routes>,
    {
      mocks: [
        mockOperation(CaseStudyDocument, { slug: 'banyan-courtyard', language: 'km' }, { data: { caseStudy: answer } }),
      ],
    },
  );

describe('CaseStudyPage', () => {
  it('shows the case study in Khmer: cover above the fold, images of the text lazy, scripts inert', async () => {
    render(study);
    expect(await screen.findByRole('heading', { level: 1, name: study.title })).toBeInTheDocument();
    const cover = screen.getByRole('img', { name: 'ទីធ្លាផ្ទះសំណាក់' });
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('width', '1920');
    const inText = screen.getByRole('img', { name: 'គេហទំព័រនៅលើទូរសព្ទ' });
    expect(inText).toHaveAttribute('loading', 'lazy');
    expect(inText.closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      study.images[1].sources[0].srcset,
    );
    expect(screen.queryByRole('img', { name: 'ពីក្រៅ' })).toBeNull();
    const problem = screen.getByRole('region', { name: 'បញ្ហា' });
    expect(problem.querySelector('script')).toBeNull();
    expect(within(problem).queryByRole('link')).toBeNull();
    expect(screen.getByText('ចាន់ សុខា')).toBeInTheDocument();
    expect(screen.getByText('ការរចនាគេហទំព័រ')).toBeInTheDocument();
  });

  it('is the 404 page when there is no such case study, or it is not published', async () => {
    render(null);
    expect(await screen.findByRole('heading', { level: 1, name: '404 រកមិនឃើញទំព័រ' })).toBeInTheDocument();
  });
});
