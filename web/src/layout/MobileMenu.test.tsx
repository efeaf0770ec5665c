import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHeader } from '../test/render-header';

describe('mobile menu', () => {
  async function openMenu() {
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveAttribute('open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    return { user, drawer };
  }

  it('lists every page, the booking button and the short language toggle', async () => {
    await renderHeader('/');
    const { drawer } = await openMenu();
    for (const name of ['Home', 'All services', 'Web Design', 'Social Media Management', 'FAQ', 'Pricing']) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(drawer).getByRole('link', { name: 'Book a consultation' })).toHaveAttribute('href', '/booking');
    expect(within(drawer).getByRole('link', { name: /^KM/ })).toHaveAttribute('href', '/km');
  });

  it('closes when a link is clicked, after navigating', async () => {
    await renderHeader('/');
    const { user, drawer } = await openMenu();
    await user.click(within(drawer).getByRole('link', { name: 'Pricing' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/pricing');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its close button', async () => {
    await renderHeader('/km/faq');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'បើកម៉ឺនុយ' }));
    await user.click(await screen.findByRole('button', { name: 'បិទម៉ឺនុយ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'បើកម៉ឺនុយ' })).toHaveAttribute('aria-expanded', 'false');
  });
});
