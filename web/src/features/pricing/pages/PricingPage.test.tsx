import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PACKAGES } from '@site/common';
import { setDocumentLoader } from '../../../app/document-navigation';
import { LocationProbe, renderAt } from '../../../test/render';
import PricingPage from './PricingPage';

const cards = () =>
  within(screen.getByRole('list', { name: /packages|កញ្ចប់/i })).getAllByRole('listitem', {
    name: (name) => PACKAGES.some((pkg) => pkg.name.en === name || pkg.name.km === name),
  });

describe('PricingPage', () => {
  afterEach(() => sessionStorage.clear());

  it('shows three packages with one-time prices and Most Popular only on professional', () => {
    renderAt('/pricing', <PricingPage routeId="pricing" />);
    expect(cards()).toHaveLength(3);
    const [starter, professional, enterprise] = cards();
    expect(starter).toHaveTextContent('$299');
    expect(professional).toHaveTextContent('$799');
    expect(enterprise).toHaveTextContent('$1,499');
    expect(within(professional).getByText('Most Popular')).toBeInTheDocument();
    expect(within(starter).queryByText('Most Popular')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/services');
  });

  it('Select Plan stores the plan and goes to the Khmer checkout on Khmer pages', async () => {
    const user = userEvent.setup();
    renderAt(
      '/km/pricing',
      <>
        <PricingPage routeId="pricing" />
        <LocationProbe />
      </>,
    );
    const loaded: string[] = [];
    setDocumentLoader((url) => loaded.push(url));
    const enterprise = PACKAGES[2];
    await user.click(within(cards()[2]).getByRole('button', { name: /ជ្រើសរើសកញ្ចប់នេះ/ }));
    expect(JSON.parse(sessionStorage.getItem('selectedPlan')!)).toEqual({
      packageId: 'enterprise',
      planName: enterprise.name.km,
      price: 1499,
    });
    expect(loaded).toEqual(['/km/checkout']);
  });
});
