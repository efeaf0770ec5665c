import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { mockFetch, type MockResponse } from '../../../test/fetch';
import { renderAt } from '../../../test/render';
import { STATUS_POLL_MS } from '../components/OrderStatusPanel';
import { readSelectedPlan, storeSelectedPlan } from '../selection';
import PaymentSuccessPage from './PaymentSuccessPage';

const renderPage = (path: string) => renderAt(path, <PaymentSuccessPage routeId="payment-success" />);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('PaymentSuccessPage', () => {
  it('thanks the customer, lists the next steps, links home and to the services, and clears the selection', () => {
    storeSelectedPlan({ packageId: 'starter', planName: 'Starter', price: 299 });
    const fetchMock = mockFetch({ status: 200, body: {} });
    renderPage('/payment-success');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Successful!');
    expect(screen.getByText(/Thank you for choosing Angkor Digital/)).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([
      'You will receive a confirmation e-mail shortly.',
      'Our team will contact you within 24 hours.',
      'Together we will schedule a consultation to start your project.',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');
    expect(readSelectedPlan()).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a paid order from the payment intent in the address, in Khmer', async () => {
    const fetchMock = mockFetch({ status: 200, body: { status: 'paid', package: 'professional', amount: 79900 } });
    renderPage('/km/payment-success?payment_intent=pi_abc123&redirect_status=succeeded');
    expect(await screen.findByTestId('order-status')).toHaveTextContent(
      'ការទូទាត់ត្រូវបានបញ្ជាក់៖ កញ្ចប់ Professional ចំនួន $799។',
    );
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/status?payment_intent=pi_abc123');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
    expect(screen.getByRole('link', { name: 'ត្រឡប់ទៅទំព័រដើម' })).toHaveAttribute('href', '/km');
  });

  it('keeps asking while the payment is processing and shows the confirmation when the webhook has come', async () => {
    jest.useFakeTimers();
    const answers: MockResponse[] = [
      { status: 200, body: { status: 'pending', package: 'starter', amount: 29900 } },
      { status: 200, body: { status: 'paid', package: 'starter', amount: 29900 } },
    ];
    const fetchMock = mockFetch({ status: 500 });
    fetchMock.mockImplementation(async () => {
      const { status, body } = answers.shift()!;
      return { ok: true, status, statusText: 'OK', text: async () => JSON.stringify(body) } as never;
    });
    renderPage('/payment-success?payment_intent=pi_slow');
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'pending'));
    expect(screen.getByTestId('order-status')).toHaveTextContent('Your payment of $299 for the Starter package');
    await act(async () => {
      jest.advanceTimersByTime(STATUS_POLL_MS);
    });
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'paid'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says when the payment failed, without the success heading, and offers to try again', async () => {
    mockFetch({ status: 200, body: { status: 'failed', package: 'enterprise', amount: 149900 } });
    renderPage('/payment-success?payment_intent=pi_failed');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment not completed'));
    expect(screen.getByTestId('order-status')).toHaveTextContent('did not go through, and nothing was charged');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it("shows the server's message for an unknown order and a next step when the check fails", async () => {
    mockFetch({ status: 404, body: { message: 'We could not find an order for this payment.' } });
    const { unmount } = renderPage('/payment-success?payment_intent=pi_unknown');
    expect(await screen.findByText('We could not find an order for this payment.')).toBeInTheDocument();
    unmount();
    mockFetch({ status: 500, body: 'oops' });
    renderPage('/payment-success?payment_intent=pi_broken');
    expect(await screen.findByText(/We could not check your payment just now/)).toBeInTheDocument();
  });
});
