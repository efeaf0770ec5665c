import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { HOME, TESTIMONIALS } from '@site/common';
import { CaseStudiesDocument, HomeTestimonialsDocument } from '../../../gql/graphql';
import { mockOperation } from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import HomePage from './HomePage';

const PHOTO_ID = '0b5c7a1e-2f3d-4c5b-8a9e-1d2c3b4a5f60';
// __typename as the server sends it: Apollo's cache matches the ImageFields fragment by it.
const PHOTO = {
  __typename: 'Image' as const,
  id: PHOTO_ID,
  width: 1280,
  height: 853,
  alt: 'The guesthouse website on a phone',
  src: `/media/images/${PHOTO_ID}/abcdef0123456789-960.webp`,
  sources: [
    { type: 'image/avif', srcset: `/media/images/${PHOTO_ID}/abcdef0123456789-320.avif 320w` },
    { type: 'image/webp', srcset: `/media/images/${PHOTO_ID}/abcdef0123456789-320.webp 320w` },
  ],
};

const STUDY = {
  __typename: 'CaseStudy' as const,
  id: 'c1',
  slug: 'banyan-courtyard',
  title: 'Direct bookings for a guesthouse',
  summary: 'A bilingual website.',
  client: 'Banyan Courtyard',
  industry: 'Hospitality',
  services: ['web-design'],
  publishedAt: '2026-11-20T02:00:00.000Z',
  photos: [PHOTO],
};

/** What the api answers on a fresh site: the two testimonials it seeded, and one published case study. */
const stored = (language: 'en' | 'km') => [
  mockOperation(
    HomeTestimonialsDocument,
    { language },
    {
      data: {
        testimonials: TESTIMONIALS.map((item) => ({
          id: item.id,
          quote: item.text[language],
          name: item.name[language],
          role: item.role[language],
          company: item.company[language],
          initials: item.initials,
          photo: null,
        })),
      },
    },
  ),
  mockOperation(
    CaseStudiesDocument,
    { language, limit: 3 },
    {
      data: {
        caseStudies: [STUDY],
      },
    },
  ),
];

describe('HomePage', () => {
  it('has the three hero buttons of SPEC §2, in the page language', () => {
    renderAt('/km', <HomePage />, { mocks: stored('km') });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HOME.hero.title.km);
    expect(screen.getByRole('link', { name: HOME.hero.getStarted.label.km })).toHaveAttribute('href', '/km/booking');
    // The short label keeps a hidden ending that names its target (link-text and screen readers).
    expect(screen.getByRole('link', { name: /^ស្វែងយល់បន្ថែម អំពីសេវាកម្មរបស់យើង$/ })).toHaveAttribute('href', '/km/services');
    expect(screen.getAllByRole('link', { name: HOME.hero.freeListing.label.km })[0]).toHaveAttribute(
      'href',
      '/km/free-listing',
    );
  });

  it('shows the six services, the stored testimonials with initials avatars and the latest work', async () => {
    renderAt('/', <HomePage />, { mocks: stored('en') });
    const services = screen.getByRole('list', { name: HOME.servicesOverview.title.en });
    expect(within(services).getAllByRole('listitem')).toHaveLength(6);
    expect(within(services).getByRole('link', { name: 'Learn more about Web Design' })).toHaveAttribute(
      'href',
      '/services/web-design',
    );
    const testimonials = await screen.findByRole('list', { name: HOME.testimonials.title.en });
    const items = within(testimonials).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    TESTIMONIALS.forEach((testimonial, index) => {
      expect(items[index]).toHaveTextContent(testimonial.name.en);
      expect(items[index]).toHaveTextContent(testimonial.initials);
    });
    // The latest case study: a link to its page and its photo as a responsive, lazy image of known size.
    const work = await screen.findByRole('list', { name: 'Our latest work' });
    expect(within(work).getByRole('link', { name: 'Direct bookings for a guesthouse' })).toHaveAttribute(
      'href',
      '/work/banyan-courtyard',
    );
    const photo = within(work).getByRole('img', { name: PHOTO.alt });
    expect(photo).toHaveAttribute('width', '1280');
    expect(photo).toHaveAttribute('height', '853');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo.closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      PHOTO.sources[0].srcset,
    );
  });

  it('shows the QR code as a fixed-size image of /qr-code.svg with a localized alternative text', () => {
    renderAt('/km', <HomePage />, { mocks: stored('km') });
    const qr = screen.getByRole('img', { name: HOME.qrCode.alt.km });
    expect(qr).toHaveAttribute('src', '/qr-code.svg');
    expect(qr).toHaveAttribute('width', '200');
    expect(qr).toHaveAttribute('height', '200');
    expect(qr.closest('figure')).toHaveTextContent(HOME.qrCode.text.km);
  });
});
