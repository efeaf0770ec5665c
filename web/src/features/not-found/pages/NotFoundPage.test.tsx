import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { EditorPostsDocument, MeDocument } from '../../../gql/graphql';
import { mockOperation } from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import { setSignedInMarker } from '../../../test/signed-in-marker';

// The footer's live office status opens a GraphQL connection, and its forms load at once where there
// is no Navigation API (jsdom); neither is what these tests are about.
jest.unstable_mockModule('../../office-status/components/OfficeStatusSlot', () => ({ OfficeStatusSlot: () => null }));
jest.unstable_mockModule('../../../layout/FooterFormsSlot', () => ({ FooterFormsSlot: () => null }));

let AppRoutes: ComponentType;
beforeAll(async () => {
  ({ AppRoutes } = await import('../../../app/AppRoutes'));
});

describe('unknown paths', () => {
  it('show the English 404 page', async () => {
    renderAt('/this/page/does-not-exist', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText(/router/)).not.toBeInTheDocument();
    expect(screen.getByText(/mistyped, or the page has moved/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Our services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute(
      'href',
      '/booking',
    );
    // The header's language switch leads to a page that exists, not to /km/this/page/does-not-exist.
    expect(screen.getByRole('link', { name: 'ខ្មែរ' })).toHaveAttribute('href', '/km');
  });

  it('show the Khmer 404 page under /km', async () => {
    renderAt('/km/this/page/does-not-exist', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: '404 រកមិនឃើញទំព័រ' })).toBeInTheDocument();
    expect(screen.queryByText(/router/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'ទំព័រដើម' })).toHaveAttribute('href', '/km');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'សេវាកម្មរបស់យើង' })).toHaveAttribute(
      'href',
      '/km/services',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'កក់ពេលពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ' })).toHaveAttribute(
      'href',
      '/km/booking',
    );
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });

  it('do not catch real pages', async () => {
    renderAt('/km/faq', <AppRoutes />);
    // The FAQ's heading is header.faq (SPEC §2). The page is a lazy route: its first import in a fresh
    // checkout (jest transforms it and the generated GraphQL documents it reads) took over 5 s under CI load.
    expect(await screen.findByRole('heading', { level: 1, name: 'សំណួរញឹកញាប់' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByText('404 រកមិនឃើញទំព័រ')).not.toBeInTheDocument();
  });

  it('show the article editor on /blog/add to a signed-in user', async () => {
    setSignedInMarker(true);
    const staff = { id: 'u1', email: 'staff@example.com', firstName: null, lastName: null, profileImageUrl: null };
    renderAt('/blog/add', <AppRoutes />, {
      mocks: [
        mockOperation(MeDocument, {}, { data: { me: { ...staff, role: 'staff' } } }),
        mockOperation(EditorPostsDocument, {}, { data: { posts: [] } }),
      ],
    });
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    expect(screen.queryByText('Blog management coming soon...')).not.toBeInTheDocument();
    setSignedInMarker(false);
  });
});
