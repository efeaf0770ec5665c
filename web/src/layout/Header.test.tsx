import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MeDocument, type MeQuery } from '../gql/graphql';
import { mockOperation, sentVariables } from '../test/apollo';
import { renderHeader } from '../test/render-header';
import { setSignedInMarker } from '../test/signed-in-marker';

const SERVICE_PAGES = [
  ['Web Design', '/services/web-design'],
  ['SEO & AI Search (GEO)', '/services/seo'],
  ['Digital Marketing', '/services/digital-marketing'],
  ['Brand Management', '/services/brand-management'],
  ['Website Maintenance', '/services/website-maintenance'],
  ['Social Media Management', '/services/social-media'],
];

/** The api's `me`: the signed-in user, or null (no session). */
const me = (user: MeQuery['me']) => mockOperation(MeDocument, {}, { data: { me: user } });
const SOKHA: NonNullable<MeQuery['me']> = {
  id: 'u1',
  email: 'sokha@example.com',
  firstName: 'Sokha',
  lastName: 'Chan',
  profileImageUrl: null,
  role: 'staff',
};

describe('Header', () => {
  afterEach(() => setSignedInMarker(false));

  it('links the logo, main pages and booking in English', async () => {
    await renderHeader('/faq');
    expect(screen.getByRole('link', { name: 'Angkor Digital home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute('href', '/booking');
  });

  it('keeps Khmer visitors on Khmer pages', async () => {
    await renderHeader('/km/pricing');
    expect(screen.getByRole('link', { name: 'ទំព័រដើម' })).toHaveAttribute('href', '/km');
    expect(screen.getByRole('link', { name: 'សំណួរញឹកញាប់' })).toHaveAttribute('href', '/km/faq');
    expect(screen.getByRole('link', { name: 'កក់ពេលពិគ្រោះយោបល់' })).toHaveAttribute('href', '/km/booking');
  });

  it('opens the services menu listing the six service pages, and follows one', async () => {
    const user = userEvent.setup();
    await renderHeader('/');
    const button = screen.getByRole('button', { name: 'Services' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(menu).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    for (const [name, href] of SERVICE_PAGES) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(menu).getAllByRole('link')).toHaveLength(SERVICE_PAGES.length + 1); // plus "All services"

    await user.click(within(menu).getByRole('link', { name: 'Web Design' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/services/web-design');
    expect(menu).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the services menu on Escape (focus back on its button) and on a click outside', async () => {
    const user = userEvent.setup();
    await renderHeader('/');
    const button = screen.getByRole('button', { name: 'Services' });
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    await user.click(button);
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'All services' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(button).toHaveFocus();

    await user.click(button);
    expect(menu).toBeVisible();
    await user.click(screen.getByRole('navigation'));
    expect(menu).not.toBeVisible();
  });

  it('shows the short language toggle in the bar itself, so a phone reaches Khmer without the side menu', async () => {
    await renderHeader('/faq?x=1');
    const bar = screen.getByRole('navigation', { name: 'Main menu' });
    const toggle = within(bar).getByRole('link', { name: 'KM: read this page in Khmer' });
    expect(toggle).toHaveAttribute('href', '/km/faq?x=1');
    expect(toggle).toHaveTextContent(/^KM$/);
    expect(toggle).toHaveAttribute('lang', 'km');
  });

  it('has no sign-in or sign-out (staff sign in from the footer) and never asks `me`, signed in or not', async () => {
    setSignedInMarker(true);
    await renderHeader('/', [me(SOKHA)]);
    expect(screen.queryByRole('link', { name: /^Sign (in|out)$/ })).not.toBeInTheDocument();
    expect(sentVariables(MeDocument)).toEqual([]);
  });
});
