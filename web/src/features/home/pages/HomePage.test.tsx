import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { HOME, TESTIMONIALS } from '@site/common';
import { renderAt } from '../../../test/render';
import HomePage from './HomePage';

describe('HomePage', () => {
  it('has the three hero buttons of SPEC §2, in the page language', () => {
    renderAt('/km', <HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HOME.hero.title.km);
    expect(screen.getByRole('link', { name: HOME.hero.getStarted.label.km })).toHaveAttribute('href', '/km/booking');
    // The short label keeps a hidden ending that names its target (link-text and screen readers).
    expect(screen.getByRole('link', { name: /^ស្វែងយល់បន្ថែម អំពីសេវាកម្មរបស់យើង$/ })).toHaveAttribute('href', '/km/services');
    expect(screen.getAllByRole('link', { name: HOME.hero.freeListing.label.km })[0]).toHaveAttribute(
      'href',
      '/km/free-listing',
    );
  });

  it('shows the six services and two testimonials with initials avatars', () => {
    renderAt('/', <HomePage />);
    const services = screen.getByRole('list', { name: HOME.servicesOverview.title.en });
    expect(within(services).getAllByRole('listitem')).toHaveLength(6);
    expect(within(services).getByRole('link', { name: 'Learn more about Web Design' })).toHaveAttribute(
      'href',
      '/services/web-design',
    );
    const testimonials = screen.getByRole('list', { name: HOME.testimonials.title.en });
    const items = within(testimonials).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    TESTIMONIALS.forEach((testimonial, index) => {
      expect(items[index]).toHaveTextContent(testimonial.name.en);
      expect(items[index]).toHaveTextContent(testimonial.initials);
    });
  });

  it('shows the QR code as a fixed-size image of /qr-code.svg with a localized alternative text', () => {
    renderAt('/km', <HomePage />);
    const qr = screen.getByRole('img', { name: HOME.qrCode.alt.km });
    expect(qr).toHaveAttribute('src', '/qr-code.svg');
    expect(qr).toHaveAttribute('width', '200');
    expect(qr).toHaveAttribute('height', '200');
    expect(qr.closest('figure')).toHaveTextContent(HOME.qrCode.text.km);
  });
});
