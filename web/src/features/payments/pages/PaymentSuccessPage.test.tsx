import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import {
  OrderStatusDocument,
  OrderStatusUpdatesDocument,
  type OrderReferenceInput,
  type OrderStatusQuery,
} from '../../../gql/graphql';
import {
  graphQLError,
  httpError,
  mockOperation,
  mockSubscription,
  sentVariables,
  type Refusal,
} from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import { STATUS_PATIENCE_MS } from '../components/OrderStatusPanel';
import { readSelectedPlan, storeSelectedPlan } from '../selection';
import PaymentSuccessPage from './PaymentSuccessPage';

type Order = OrderStatusQuery['orderStatus'];
type Mocks = NonNullable<Parameters<typeof renderAt>[2]>;
const renderPage = (path: string, apollo: Mocks = {}) =>
  renderAt(path, <PaymentSuccessPage routeId="payment-success" />, apollo);
const heading = () => screen.getByRole('heading', { level: 1 });

/** The api's answer to the orderStatus query for `reference`. */
const status = (reference: OrderReferenceInput, answer: Order | Refusal) =>
  mockOperation(OrderStatusDocument, { reference }, 'status' in answer ? { data: { orderStatus: answer } } : answer);
const ORDER_ID = '3f2a9c1b-0000-4000-8000-000000000001';

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
    const live = mockSubscription(OrderStatusUpdatesDocument);
    renderPage(`/payment-success?order=${ORDER_ID}`, {
      mocks: [status({ order: ORDER_ID }, { status: 'paid', package: 'professional', amount: 79900, method: 'khqr' })],
      subscriptions: [live],
    });
    await waitFor(() => expect(heading()).toHaveTextContent('Payment Successful!'));
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
    // A paid order is still followed: staff may refund it, and the page says so at once.
    await waitFor(() => expect(live.requests).toEqual([{ reference: { order: ORDER_ID } }]));
    act(() =>
      live.next({ orderStatus: { status: 'refunded', package: 'professional', amount: 79900, method: 'khqr' } }),
    );
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'refunded'));
    expect(heading()).toHaveTextContent('Payment refunded');
  });

  it('shows a paid card order from the payment intent in the address, in Khmer', async () => {
    renderPage('/km/payment-success?payment_intent=pi_abc123&redirect_status=succeeded', {
      mocks: [
        status(
          { paymentIntent: 'pi_abc123' },
          { status: 'paid', package: 'professional', amount: 79900, method: 'card' },
        ),
      ],
    });
    expect(await screen.findByTestId('order-status')).toHaveTextContent(
      'ការទូទាត់ត្រូវបានបញ្ជាក់៖ កញ្ចប់ Professional ចំនួន $799។',
    );
    expect(heading()).toHaveTextContent('ការទូទាត់បានជោគជ័យ!');
    expect(sentVariables(OrderStatusDocument)).toEqual([{ reference: { paymentIntent: 'pi_abc123' } }]);
    expect(screen.getByRole('link', { name: 'ត្រឡប់ទៅទំព័រដើម' })).toHaveAttribute('href', '/km');
  });

  it('waits for a pending payment without claiming success, and shows the success when it is confirmed', async () => {
    const live = mockSubscription(OrderStatusUpdatesDocument);
    const pending: Order = { status: 'pending', package: 'starter', amount: 29900, method: 'card' };
    renderPage('/payment-success?payment_intent=pi_slow', {
      mocks: [status({ paymentIntent: 'pi_slow' }, pending)],
      subscriptions: [live],
    });
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'pending'));
    expect(heading()).toHaveTextContent('Waiting for your payment');
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Your payment of $299 for the Starter package');
    expect(readSelectedPlan()).toBeDefined();
    // The page follows the order's live status: the server says when the provider confirms it.
    await waitFor(() => expect(live.requests).toEqual([{ reference: { paymentIntent: 'pi_slow' } }]));
    act(() => live.next({ orderStatus: pending }));
    expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'pending');
    act(() => live.next({ orderStatus: { ...pending, status: 'paid' } }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'paid'));
    expect(heading()).toHaveTextContent('Payment Successful!');
    expect(sentVariables(OrderStatusDocument)).toHaveLength(1);
  });

  it('says confirmation is slow after a while, and still shows the payment once it is confirmed', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const live = mockSubscription(OrderStatusUpdatesDocument);
    const pending: Order = { status: 'pending', package: 'starter', amount: 29900, method: 'card' };
    renderPage('/payment-success?payment_intent=pi_slow', {
      mocks: [status({ paymentIntent: 'pi_slow' }, pending)],
      subscriptions: [live],
    });
    await waitFor(() => expect(live.requests).toHaveLength(1));
    expect(screen.getByTestId('order-status')).not.toHaveTextContent(/taking longer/);
    act(() => jest.advanceTimersByTime(STATUS_PATIENCE_MS));
    expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'pending');
    expect(screen.getByTestId('order-status')).toHaveTextContent(/taking longer/);
    act(() => live.next({ orderStatus: { ...pending, status: 'paid' } }));
    await waitFor(() => expect(heading()).toHaveTextContent('Payment Successful!'));
  });

  it.each([
    ['failed', 'Payment not completed', 'did not go through, and nothing was charged'],
    ['expired', 'This payment code has expired', 'ran out of time before it was paid, and nothing was charged'],
    ['cancelled', 'Payment cancelled', 'You left the payment page before paying for the Enterprise package'],
  ] as const)(
    'says so for a %s order and offers to try again or contact us, keeping the plan',
    async (state, title, text) => {
      renderPage('/payment-success?order=3f2a9c1b-0000-4000-8000-000000000002', {
        mocks: [
          status(
            { order: '3f2a9c1b-0000-4000-8000-000000000002' },
            { status: state, package: 'enterprise', amount: 149900, method: 'khqr' },
          ),
        ],
      });
      await waitFor(() => expect(heading()).toHaveTextContent(title));
      expect(screen.getByTestId('order-status')).toHaveTextContent(text);
      expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/checkout');
      expect(screen.getByRole('link', { name: 'E-mail us' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:/),
      );
      expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
      expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
      expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
      expect(readSelectedPlan()).toBeDefined();
    },
  );

  it.each([
    [
      'en',
      '/payment-success',
      'Payment refunded',
      'Your payment of $1,499 for the Enterprise package has been refunded',
    ],
    ['km', '/km/payment-success', 'ការទូទាត់ត្រូវបានសងវិញ', 'ការទូទាត់ចំនួន $1,499 របស់អ្នកសម្រាប់'],
  ] as const)('tells a refunded PayWay order apart, never as paid (%s)', async (_language, path, title, text) => {
    const id = '3f2a9c1b-0000-4000-8000-000000000003';
    renderPage(`${path}?order=${id}`, {
      mocks: [status({ order: id }, { status: 'refunded', package: 'enterprise', amount: 149900, method: 'payway' })],
    });
    await waitFor(() => expect(heading()).toHaveTextContent(title));
    expect(screen.getByTestId('order-status')).toHaveAttribute('data-status', 'refunded');
    expect(screen.getByTestId('order-status')).toHaveTextContent(text);
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
  });

  it('shows a partly refunded order as paid, saying part went back', async () => {
    const id = '3f2a9c1b-0000-4000-8000-000000000004';
    renderPage(`/payment-success?order=${id}`, {
      mocks: [
        status({ order: id }, { status: 'partially_refunded', package: 'starter', amount: 29900, method: 'payway' }),
      ],
    });
    await waitFor(() => expect(heading()).toHaveTextContent('Payment Successful!'));
    expect(screen.getByTestId('order-status')).toHaveTextContent('Part of this payment has since been refunded');
  });

  it("shows the server's message for an unknown order, and a retry when the check fails", async () => {
    const unknown = graphQLError({ code: 'NOT_FOUND', message: 'We could not find an order for this payment.' });
    const { unmount } = renderPage('/payment-success?payment_intent=pi_unknown', {
      mocks: [status({ paymentIntent: 'pi_unknown' }, unknown)],
    });
    expect(await screen.findByText('We could not find an order for this payment.')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('We could not find this payment');
    // A visitor's old or mistyped link is not a fault of the site: nothing logged.
    expect(consoleError).not.toHaveBeenCalled();
    unmount();

    renderPage('/payment-success?payment_intent=pi_broken', {
      mocks: [
        status({ paymentIntent: 'pi_broken' }, httpError(500, 'oops')),
        status({ paymentIntent: 'pi_broken' }, { status: 'paid', package: 'starter', amount: 29900, method: 'card' }),
      ],
    });
    expect(await screen.findByText(/We could not check your payment just now/)).toBeInTheDocument();
    expect(heading()).toHaveTextContent('We could not check your payment');
    expect(consoleError).toHaveBeenCalledWith('Could not read the order status', expect.anything());
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(heading()).toHaveTextContent('Payment Successful!'));
  });

  it('says there is no payment to show when the address names none, without asking the server', async () => {
    renderPage('/km/payment-success');
    await waitFor(() => expect(heading()).toHaveTextContent('គ្មានការទូទាត់ដែលត្រូវបង្ហាញទេ'));
    expect(screen.getByRole('link', { name: 'ព្យាយាមម្ដងទៀត' })).toHaveAttribute('href', '/km/checkout');
    expect(screen.queryByText('ការទូទាត់បានជោគជ័យ!')).not.toBeInTheDocument();
    expect(sentVariables(OrderStatusDocument)).toEqual([]);
  });
});
