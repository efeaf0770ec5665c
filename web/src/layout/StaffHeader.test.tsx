import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { LocationProbe, renderAt } from '../test/render';
import { StaffHeader } from './StaffHeader';

const render = (path: string) =>
  renderAt(
    path,
    <>
      <StaffHeader />
      <LocationProbe />
    </>,
  );

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
});
