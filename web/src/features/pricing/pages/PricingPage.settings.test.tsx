import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { SHIPPED_SETTINGS } from '../../settings';
import { SiteSettingsDocument } from '../../../gql/graphql';
import { mockOperation } from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import PricingPage from './PricingPage';

const stored = {
  ...SHIPPED_SETTINGS,
  packages: SHIPPED_SETTINGS.packages.map((pkg) =>
    pkg.id === 'professional'
      ? { ...pkg, price: 950, name: { en: 'Professional Plus', km: 'កញ្ចប់ Professional Plus' } }
      : pkg,
  ),
};
const answered = [mockOperation(SiteSettingsDocument, {}, { data: { siteSettings: stored } })];

describe('/pricing with stored site settings', () => {
  it('are the prices and names of /pricing', async () => {
    renderAt('/pricing', <PricingPage routeId="pricing" />, { mocks: answered });
    expect(await screen.findByText('$950')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Professional Plus' })).toBeInTheDocument();
    expect(screen.getByText('$299')).toBeInTheDocument();
  });
});
