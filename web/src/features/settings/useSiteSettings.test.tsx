import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { SiteSettingsDocument } from '../../gql/graphql';
import { Footer } from '../../layout/Footer';
import { mockOperation } from '../../test/apollo';
import { renderAt } from '../../test/render';
import { SHIPPED_SETTINGS } from './useSiteSettings';

const stored = {
  ...SHIPPED_SETTINGS,
  phone: '+855 99 888 777',
  phoneHref: 'tel:+85599888777',
  telegram: 'https://t.me/angkor_new',
  whatsapp: 'https://wa.me/85599888777',
  address: { en: 'No. 7, Pub Street, Siem Reap', km: 'ផ្ទះលេខ 7 ផ្លូវ Pub Street ក្រុងសៀមរាប' },
  mapUrl: 'https://maps.example.com/office',
  packages: SHIPPED_SETTINGS.packages.map((pkg) =>
    pkg.id === 'professional'
      ? { ...pkg, price: 950, name: { en: 'Professional Plus', km: 'កញ្ចប់ Professional Plus' } }
      : pkg,
  ),
};
const answered = [mockOperation(SiteSettingsDocument, {}, { data: { siteSettings: stored } })];

describe('stored site settings', () => {
  it('are the footer’s contact details: phone, Telegram, WhatsApp and the address linked to the map', async () => {
    renderAt('/km/faq', <Footer />, { mocks: answered });
    const contact = screen.getByRole('contentinfo');
    expect(await within(contact).findByRole('link', { name: /\+855 99 888 777/ })).toHaveAttribute(
      'href',
      'tel:+85599888777',
    );
    expect(within(contact).getByRole('link', { name: 'ជជែកតាម Telegram' })).toHaveAttribute('href', stored.telegram);
    expect(within(contact).getByRole('link', { name: 'ជជែកតាម WhatsApp' })).toHaveAttribute('href', stored.whatsapp);
    expect(within(contact).getByRole('link', { name: /^ផ្ទះលេខ 7 ផ្លូវ Pub Street/ })).toHaveAttribute(
      'href',
      stored.mapUrl,
    );
  });
});
