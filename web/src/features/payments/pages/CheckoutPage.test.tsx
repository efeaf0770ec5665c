import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../app/toast';
import { Toaster } from '../../../layout/Toaster';
import { deferred, mockFetch, sentBody, type MockResponse } from '../../../test/fetch';
import { LocationProbe, renderAt } from '../../../test/render';
import { clearSelectedPlan, storeSelectedPlan } from '../selection';
import CheckoutPage from './CheckoutPage';

interface StandInState {
  publishableKey: string | null;
  elementsOptions: { clientSecret?: string; locale?: string } | null;
  confirmCalls: { confirmParams: { return_url: string; receipt_email?: string }; card: string }[];
}
const standIn = () => (window as unknown as { __stripeStandIn: StandInState }).__stripeStandIn;

beforeAll(() => {
  // The same stand-in for Stripe.js the e2e tests serve: @stripe/stripe-js finds window.Stripe and
  // loads no script, so the real @stripe/react-stripe-js runs against it.
  new Function(readFileSync(new URL('../../../test/stripe-js-stand-in.js', import.meta.url), 'utf8'))();
});

const renderCheckout = (path = '/checkout') =>
  renderAt(
    path,
    <>
      <CheckoutPage routeId="checkout" />
      <LocationProbe />
      <Toaster />
    </>,
  );
const location = () => screen.getByTestId('location').textContent;
const toastCard = () => within(screen.getByRole('region', { name: /\(F8\)|F8/ })).getByTestId('toast');
const SECRET = 'pi_123abc_secret_456def';

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  act(() => dismissToast());
  clearSelectedPlan();
  consoleError.mockRestore();
});

describe('CheckoutPage', () => {
  it('sends the visitor back to /pricing, without a call, when no plan is stored', async () => {
    const fetchMock = mockFetch({ status: 200, body: {} });
    renderCheckout();
    await waitFor(() => expect(location()).toBe('/pricing'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to the Khmer pricing page from the Khmer checkout', async () => {
    mockFetch({ status: 200, body: {} });
    renderCheckout('/km/checkout');
    await waitFor(() => expect(location()).toBe('/km/pricing'));
  });

  it('shows a spinner and the order summary while it asks for a payment intent with only the package id', async () => {
    storeSelectedPlan({ packageId: 'professional', planName: 'Professional', price: 1 });
    const answer = deferred<MockResponse>();
    const fetchMock = mockFetch(answer.promise);
    renderCheckout();
    expect(await screen.findAllByText('Preparing a secure payment...')).not.toHaveLength(0);
    expect(screen.getByTestId('checkout-plan')).toHaveTextContent('Professional');
    // The package table's price, not the stored one.
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$799');
    expect(screen.getByText('One-time payment')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/create-payment-intent');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(sentBody(fetchMock)).toEqual({ package: 'professional', language: 'en' });
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('says clearly when online payment is not configured and offers other ways to buy, in Khmer too', async () => {
    storeSelectedPlan({ packageId: 'starter', planName: 'Starter', price: 299 });
    mockFetch({ status: 503, body: { message: 'ការទូទាត់ដោយកាតតាមអនឡាញ មិនទាន់បានរៀបចំ។' } });
    renderCheckout('/km/checkout');
    const notice = await screen.findByTestId('payments-unavailable');
    expect(within(notice).getByRole('heading')).toHaveTextContent('ការទូទាត់ដោយកាតមិនអាចប្រើបានទេ');
    expect(notice).toHaveTextContent('ការទូទាត់ដោយកាតតាមអនឡាញ មិនទាន់បានរៀបចំ។');
    expect(notice).toHaveTextContent('អ្នកនៅតែអាចទិញ កញ្ចប់ Starter បាន');
    expect(within(notice).getByRole('link', { name: 'កក់ការពិគ្រោះយោបល់' })).toHaveAttribute('href', '/km/booking');
    expect(within(notice).getByRole('link', { name: 'ផ្ញើអ៊ីមែលមកយើង' })).toHaveAttribute(
      'href',
      'mailto:hello@angkordigital.com.kh',
    );
    expect(within(notice).getByRole('link', { name: 'ទូរស័ព្ទមកយើង' })).toHaveAttribute('href', 'tel:+85512345678');
    expect(location()).toBe('/km/checkout');
  });

  it('logs a failed payment intent, goes back to /pricing and says what happened', async () => {
    storeSelectedPlan({ packageId: 'starter', planName: 'Starter', price: 299 });
    mockFetch({ status: 502, body: { message: 'The payment provider did not answer in time.' } });
    renderCheckout();
    await waitFor(() => expect(location()).toBe('/pricing'));
    expect(consoleError).toHaveBeenCalled();
    const card = await waitFor(toastCard);
    expect(card).toHaveAttribute('data-variant', 'destructive');
    expect(card).toHaveTextContent('We could not start the payment');
    expect(card).toHaveTextContent('The payment provider did not answer in time.');
  });

  it('shows the Payment Element, keeps Pay Now disabled until it is ready, and toasts a declined card', async () => {
    storeSelectedPlan({ packageId: 'enterprise', planName: 'Enterprise', price: 1499 });
    mockFetch({ status: 200, body: { clientSecret: SECRET, publishableKey: 'pk_test_component' } });
    const user = userEvent.setup();
    renderCheckout('/km/checkout');

    const pay = await screen.findByRole('button', { name: 'បង់ប្រាក់ឥឡូវនេះ' });
    expect(pay).toBeDisabled();
    await waitFor(() => expect(pay).toBeEnabled());
    expect(standIn().publishableKey).toBe('pk_test_component');
    expect(standIn().elementsOptions).toMatchObject({ clientSecret: SECRET, locale: 'en' });
    expect(screen.getByText(/ទម្រង់បញ្ចូលកាតខាងក្រោមបង្ហាញជាភាសាអង់គ្លេស/)).toBeInTheDocument();

    // The receipt address is checked before anything goes to Stripe.
    await user.click(pay);
    expect(await screen.findByText('សូមបំពេញចន្លោះនេះ')).toBeInTheDocument();
    expect(standIn().confirmCalls).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /អ៊ីមែលសម្រាប់ទទួលបង្កាន់ដៃ/ }), 'dara@hotel.test');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4000 0000 0000 0002');
    await user.click(pay);
    const processing = await screen.findByRole('button', { name: 'កំពុងដំណើរការ...' });
    expect(processing).toBeDisabled();
    expect(screen.getByRole('link', { name: 'ត្រឡប់ក្រោយ' })).toHaveAttribute('aria-disabled', 'true');

    const card = await waitFor(toastCard);
    expect(card).toHaveAttribute('data-variant', 'destructive');
    expect(card).toHaveTextContent('ការទូទាត់បានបរាជ័យ');
    expect(card).toHaveTextContent('Your card was declined.');
    expect(await screen.findByRole('button', { name: 'បង់ប្រាក់ឥឡូវនេះ' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'ត្រឡប់ក្រោយ' })).toHaveAttribute('href', '/km/pricing');

    const [call] = standIn().confirmCalls;
    expect(call.confirmParams).toEqual({
      return_url: `${window.location.origin}/km/payment-success`,
      receipt_email: 'dara@hotel.test',
    });
  });
});
