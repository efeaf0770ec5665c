import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { mockFetch, type MockResponse } from '../../../test/fetch';
import { renderAt } from '../../../test/render';
import { STATUS_POLL_MS } from '../components/OrderStatusPanel';
import { readSelectedPlan, storeSelectedPlan } from '../selection';
import PaymentSuccessPage from './PaymentSuccessPage';

const renderPage = (path: string) => renderAt(path, <PaymentSuccessPage routeId="payment-success" />);
const heading = () => screen.getByRole('heading', { level: 1 });

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  storeSelectedPlan({ packageId: 'starter', planName: 'Starter', price: 299 });
});
afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('PaymentSuccessPage', () => {
  it('says "Payment Successful!" for a paid order, with the next steps and links, and clears the selection', async () => {
    const fetchMock = mockFetch({
      status: 200,
      body: { status: 'paid', package: 'professional', amount: 79900, method: 'khqr' },
    });
    renderPage('/payment-success?order=3f2a9c1b-0000-4000-8000-000000000001');
    await waitFor(() => expect(heading()).toHaveTextContent('Payment Successful!'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/status?order=3f2a9c1b-0000-4000-8000-000000000001');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Payment confirmed: Professional package, $799.');
    expect(screen.getByText(/Thank you for choosing Angkor Digital/)).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([
      'You will receive a confirmation e-mail shortly.',
      'Our team will contact you within 24 hours.',
      'Together we will schedule a consultation to start your project.',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');
    // Cleared by an effect after the paid page is shown: on a busy machine that runs after the heading appears.
    await waitFor(() => expect(readSelectedPlan()).toBeUndefined());
  });

  it('shows a paid card order from the payment intent in the address, in Khmer', async () => {
    const fetchMock = mockFetch({
      status: 200,
      body: { status: 'paid', package: 'professional', amount: 79900, method: 'card' },
    });
    renderPage('/km/payment-success?payment_intent=pi_abc123&redirect_status=succeeded');
    expect(await screen.findByTestId('order-status')).toHaveTextContent(
      'ការទូទាត់ត្រូវបានបញ្ជាក់៖ កញ្ចប់ Professional ចំនួន $799។',
    );
    expect(heading()).toHaveTextContent('ការទូទាត់បានជោគជ័យ!');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/status?payment_intent=pi_abc123');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
    expect(screen.getByRole('link', { name: 'ត្រឡប់ទៅទំព័រដើម' })).toHaveAttribute('href', '/km');
  });

  it('waits for a pending payment without claiming success, and shows the success when it is confirmed', async () => {
    jest.useFakeTimers();
    const answers: MockResponse[] = [
      { status: 200, body: { status: 'pending', package: 'starter', amount: 29900, method: 'card' } },
      { status: 200, body: { status: 'paid', package: 'starter', amount: 29900, method: 'card' } },
    ];
    const fetchMock = mockFetch({ status: 500 });
    fetchMock.mockImplementation(async () => {
      const { status, body } = answers.shift()!;
      return { ok: true, status, statusText: 'OK', text: async () => JSON.stringify(body) } as never;
    });
    renderPage('/payment-success?payment_intent=pi_slow');
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'pending'));
    expect(heading()).toHaveTextContent('Waiting for your payment');
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Your payment of $299 for the Starter package');
    expect(readSelectedPlan()).toBeDefined();
    await act(async () => {
      jest.advanceTimersByTime(STATUS_POLL_MS);
    });
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'paid'));
    expect(heading()).toHaveTextContent('Payment Successful!');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['failed', 'Payment not completed', 'did not go through, and nothing was charged'],
    ['expired', 'This payment code has expired', 'ran out of time before it was paid, and nothing was charged'],
  ])('says so for a %s order and offers to try again or contact us, keeping the plan', async (status, title, text) => {
    mockFetch({ status: 200, body: { status, package: 'enterprise', amount: 149900, method: 'khqr' } });
    renderPage('/payment-success?order=3f2a9c1b-0000-4000-8000-000000000002');
    await waitFor(() => expect(heading()).toHaveTextContent(title));
    expect(screen.getByTestId('order-status')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'E-mail us' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(readSelectedPlan()).toBeDefined();
  });

  it("shows the server's message for an unknown order, and a retry when the check fails", async () => {
    mockFetch({ status: 404, body: { message: 'We could not find an order for this payment.' } });
    const { unmount } = renderPage('/payment-success?payment_intent=pi_unknown');
    expect(await screen.findByText('We could not find an order for this payment.')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('We could not find this payment');
    unmount();
    mockFetch({ status: 500, body: 'oops' });
    renderPage('/payment-success?payment_intent=pi_broken');
    expect(await screen.findByText(/We could not check your payment just now/)).toBeInTheDocument();
    expect(heading()).toHaveTextContent('We could not check your payment');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says there is no payment to show when the address names none, without asking the server', async () => {
    const fetchMock = mockFetch({ status: 200, body: {} });
    renderPage('/km/payment-success');
    await waitFor(() => expect(heading()).toHaveTextContent('គ្មានការទូទាត់ដែលត្រូវបង្ហាញទេ'));
    expect(screen.getByRole('link', { name: 'ព្យាយាមម្ដងទៀត' })).toHaveAttribute('href', '/km/checkout');
    expect(screen.queryByText('ការទូទាត់បានជោគជ័យ!')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
