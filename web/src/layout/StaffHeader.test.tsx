import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MeDocument, type MeQuery } from '../gql/graphql';
import { mockOperation, sentVariables, type TestApolloOptions } from '../test/apollo';
import { LocationProbe, renderAt } from '../test/render';
import { setSignedInMarker } from '../test/signed-in-marker';
import { StaffHeader } from './StaffHeader';

const render = (path: string, mocks: NonNullable<TestApolloOptions['mocks']> = []) =>
  renderAt(
    path,
    <>
      <StaffHeader />
      <LocationProbe />
    </>,
    { mocks },
  );

const signedIn = (role: 'staff' | 'admin') => {
  setSignedInMarker(true);
  const user: NonNullable<MeQuery['me']> = {
    id: 'u1',
    email: `${role}@example.com`,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    role,
  };
  return mockOperation(MeDocument, {}, { data: { me: user } });
};

afterEach(() => setSignedInMarker(false));

describe('StaffHeader', () => {
  it('leads to every part of the staff workspace, marks where staff are, and signs out', () => {
    render('/dashboard/inquiries');
    const nav = screen.getByRole('navigation', { name: 'Staff menu' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Inbox', '/dashboard/inquiries'],
      ['Conversations', '/dashboard/conversations'],
      ['Bookings', '/dashboard?view=bookings'],
      ['Orders', '/payments'],
      ['Closed days', '/dashboard/closures'],
      ['Articles', '/blog/add'],
      ['Case studies', '/dashboard/case-studies'],
      ['Settings', '/dashboard/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/api/logout');
  });

  it('tells the dashboard from its bookings view', () => {
    render('/dashboard?view=bookings');
    const nav = screen.getByRole('navigation', { name: 'Staff menu' });
    expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('speaks Khmer on Khmer pages and keeps staff on them', () => {
    render('/km/payments');
    const nav = screen.getByRole('navigation', { name: 'ម៉ឺនុយបុគ្គលិក' });
    expect(within(nav).getByRole('link', { name: 'ការបញ្ជាទិញ' })).toHaveAttribute('href', '/km/payments');
    expect(within(nav).getByRole('link', { name: 'ការបញ្ជាទិញ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'ចាកចេញពីគណនី' })).toHaveAttribute('href', '/api/logout');
  });

  it('offers staff without the admin role only the pages they may use; admins every page', async () => {
    render('/dashboard', [signedIn('staff')]);
    const nav = screen.getByRole('navigation', { name: 'Staff menu' });
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Inbox' })).toBeNull());
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Conversations', 'Articles', 'Case studies']);
  });

  it('keeps every page for an admin once signed in', async () => {
    render('/dashboard', [signedIn('admin')]);
    const nav = screen.getByRole('navigation', { name: 'Staff menu' });
    await waitFor(() => expect(sentVariables(MeDocument)).toHaveLength(1));
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));
    expect(within(nav).getAllByRole('link')).toHaveLength(9);
  });
});
