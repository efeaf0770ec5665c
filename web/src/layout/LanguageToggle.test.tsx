import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY } from '@site/common';
import { LocationProbe, renderAt } from '../test/render';
import { LanguageToggle } from './LanguageToggle';

const renderToggle = (path: string, short = false) =>
  renderAt(
    path,
    <>
      <LanguageToggle short={short} />
      <LocationProbe />
    </>,
  );

describe('LanguageToggle', () => {
  beforeEach(() => localStorage.clear());

  it('goes from an English page to its Khmer twin and remembers the choice', async () => {
    const user = userEvent.setup();
    renderToggle('/services/seo?ref=qr');
    const toggle = screen.getByRole('link', { name: 'ខ្មែរ' });
    expect(toggle).toHaveAttribute('href', '/km/services/seo?ref=qr');
    expect(toggle).toHaveAttribute('lang', 'km');

    await user.click(toggle);
    expect(screen.getByTestId('location')).toHaveTextContent('/km/services/seo?ref=qr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('km');
  });

  it('goes from a Khmer page back to English and remembers that choice', async () => {
    const user = userEvent.setup();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'km');
    renderToggle('/km/faq');
    await user.click(screen.getByRole('link', { name: 'English' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/faq$/);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('maps the Khmer home page to the English home page', () => {
    renderToggle('/km');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });

  it('leads from the 404 page to the home page of the other language, which exists', () => {
    renderToggle('/no/such/page?x=1');
    expect(screen.getByRole('link', { name: 'ខ្មែរ' })).toHaveAttribute('href', '/km');
  });

  it('leads from the Khmer 404 page to the English home page', () => {
    renderToggle('/km/404', true);
    expect(screen.getByRole('link', { name: /^EN/ })).toHaveAttribute('href', '/');
  });

  it('shows the short KM / EN label in the mobile variant', () => {
    renderToggle('/', true);
    expect(screen.getByRole('link', { name: /^KM/ })).toHaveTextContent(/^KM$/);
  });
});
