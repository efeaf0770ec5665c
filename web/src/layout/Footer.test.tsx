import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { SITE } from '@site/common';
import { renderAt } from '../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('gives every way to reach the agency: phone, e-mail, Telegram, WhatsApp and the office on a map', () => {
    renderAt('/', <Footer />);
    const contact = screen.getByRole('contentinfo');
    expect(within(contact).getByRole('link', { name: `Phone: ${SITE.phone}` })).toHaveAttribute('href', SITE.phoneHref);
    expect(within(contact).getByRole('link', { name: 'Chat on Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/angkordigital',
    );
    expect(within(contact).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/855\d+$/),
    );
    const map = within(contact).getByRole('link', {
      name: /^No\. 25, Sivatha Boulevard.*Siem Reap.*\(opens the map in a new tab\)$/,
    });
    expect(map).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=13\.3553/),
    );
    expect(map).toHaveAttribute('target', '_blank');
  });

  it('speaks Khmer on Khmer pages and links staff to the Khmer sign-in page', () => {
    renderAt('/km/faq', <Footer />);
    expect(screen.getByRole('link', { name: 'ជជែកតាម Telegram' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ជជែកតាម WhatsApp' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\(បើកផែនទីក្នុងផ្ទាំងថ្មី\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ចូលគណនីសម្រាប់បុគ្គលិក' })).toHaveAttribute('href', '/km/signin');
  });

  it("links the site's other pages, the case studies too, in the page's language", () => {
    renderAt('/km/faq', <Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'ស្នាដៃរបស់យើង' })).toHaveAttribute('href', '/km/work');
    expect(within(footer).getByRole('link', { name: 'ប្លុក' })).toHaveAttribute('href', '/km/blog');
  });
});
