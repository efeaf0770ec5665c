import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ReconcileOrdersDocument,
  RefundOrderDocument,
  StaffActivityDocument,
  StaffOrderDocument,
  StaffOrdersDocument,
  type StaffOrdersQuery,
  type StaffOrdersQueryVariables,
} from '../../../gql/graphql';
import {
  graphQLError,
  mockOperation,
  mockSubscription,
  sentVariables,
  type Refusal,
  type TestApolloOptions,
} from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import PaymentsPage from './PaymentsPage';

type Order = StaffOrdersQuery['orders']['rows'][number];
type Mock = NonNullable<TestApolloOptions['mocks']>[number];

let activity = mockSubscription(StaffActivityDocument);
const renderPage = (path = '/payments', mocks: Mock[] = []) => {
  activity = mockSubscription(StaffActivityDocument);
  return renderAt(path, <PaymentsPage routeId="payments" />, { mocks, subscriptions: [activity] });
};

const ORDERS: Order[] = [
  {
    id: '7f3c2a10-0000-4000-8000-000000000001',
    package: 'professional',
    amountCents: 79900,
    currency: 'usd',
    status: 'paid',
    customerEmail: 'sokha@hotel.test',
    language: 'km',
    provider: 'khqr',
    method: 'khqr',
    providerReference: 'd41d8cd98f00b204e9800998ecf8427e',
    providerTransactionId: '8b2e6f0c1a9d4e7f3b5c2a1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f',
    expiresAt: '2026-11-20T03:15:00.000Z',
    amountKhr: null,
    problem: null,
    createdAt: '2026-11-20T03:00:00.000Z',
    paidAt: '2026-11-20T03:02:00.000Z',
    updatedAt: '2026-11-20T03:02:00.000Z',
  },
  {
    id: '0a1b2c3d-0000-4000-8000-000000000002',
    package: 'starter',
    amountCents: 29900,
    currency: 'usd',
    status: 'pending',
    customerEmail: null,
    language: 'en',
    provider: 'stripe',
    method: 'card',
    providerReference: 'pi_1',
    providerTransactionId: null,
    expiresAt: null,
    amountKhr: null,
    problem: null,
    createdAt: '2026-11-19T03:00:00.000Z',
    paidAt: null,
    updatedAt: '2026-11-19T03:00:00.000Z',
  },
];

/** A page of orders (`offset` 0 unless given), answered as often as asked. */
const listed = (
  variables: Omit<StaffOrdersQueryVariables, 'limit' | 'offset'> & { offset?: number },
  rows: Order[],
  total = rows.length,
): Mock => {
  const page = { limit: 25, offset: variables.offset ?? 0 };
  return {
    ...mockOperation(StaffOrdersDocument, { ...variables, ...page }, { data: { orders: { rows, total, ...page } } }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
};
const refused = (refusal: Refusal): Mock => mockOperation(StaffOrdersDocument, { limit: 25, offset: 0 }, refusal);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('PaymentsPage', () => {
  it('lists orders with package, amount, status, method, customer e-mail, dates and the Bakong hash', async () => {
    renderPage('/payments', [listed({}, ORDERS)]);
    expect(screen.getByText('Loading orders...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(sentVariables(StaffOrdersDocument)).toEqual([{ limit: 25, offset: 0 }]);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Order',
      'Date',
      'Package',
      'Amount',
      'Status',
      'Method',
      'Customer e-mail',
      'Paid on',
      'Bakong hash',
      'Details',
    ]);
    const [, paid, pending] = within(table).getAllByRole('row');
    expect(paid).toHaveTextContent('7F3C2A10');
    expect(paid).toHaveTextContent('Professional');
    expect(paid).toHaveTextContent('$799');
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('20 Nov 2026');
    expect(within(paid).getByRole('link', { name: 'sokha@hotel.test' })).toHaveAttribute(
      'href',
      'mailto:sokha@hotel.test',
    );
    expect(paid).toHaveTextContent('KHQR (Bakong)');
    expect(paid).toHaveTextContent('8b2e6f0c1a9d4e7f3b5c2a1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f');
    expect(pending).toHaveTextContent('Card (Stripe)');
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('Not known yet');
    expect(pending).toHaveTextContent('Not paid');
    expect(screen.getByText('Orders: 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/orders?format=csv');
  });

  it('flags an order staff must look at beside its status, with the problem: a payment that arrived wrong or a provider that disagrees', async () => {
    const wrongPayment = 'paid 298.995 USD, not 299.00 USD (hash 3f2a)';
    const disagrees = 'paid here, but payway says the payment is pending';
    renderPage('/payments', [
      listed({}, [
        { ...ORDERS[1], provider: 'khqr', method: 'khqr', problem: wrongPayment },
        { ...ORDERS[0], problem: disagrees },
        { ...ORDERS[0], id: 'b5b2a4f4-8d1e-4f0a-9a55-2f3f2c1e0a77' },
      ]),
    ]);
    const table = await screen.findByRole('table', { name: 'Payments' });
    const [, flagged, paidFlagged, paid] = within(table).getAllByRole('row');
    expect(flagged).toHaveTextContent('Pending');
    expect(within(flagged).getByText('Needs attention')).toBeInTheDocument();
    expect(within(flagged).getByTitle(wrongPayment)).toBeInTheDocument();
    expect(within(paidFlagged).getByTitle(disagrees)).toHaveTextContent('Needs attention');
    expect(paid).not.toHaveTextContent('Needs attention');
  });

  it('pages through the orders and finds one by its customer’s e-mail', async () => {
    const user = userEvent.setup();
    renderPage('/payments', [
      listed({}, ORDERS, 70),
      listed({ offset: 25 }, ORDERS, 70),
      listed({ search: 'sokha' }, [ORDERS[0]]),
    ]);
    expect(await screen.findByText('Orders: 70')).toBeInTheDocument();
    expect(screen.getByText('1–25 of 70')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('26–50 of 70')).toBeInTheDocument();
    expect(sentVariables(StaffOrdersDocument).at(-1)).toEqual({ limit: 25, offset: 25 });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search e-mail, package, order number or payment reference' }),
      'sokha',
    );
    expect(await screen.findByText('Orders: 1')).toBeInTheDocument();
    // A new search starts at its first page.
    expect(sentVariables(StaffOrdersDocument).at(-1)).toEqual({ search: 'sokha', limit: 25, offset: 0 });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders?format=csv&q=sokha',
    );
  });

  it('opens an order in full, every field the order query asks for included', async () => {
    renderPage('/payments', [
      listed({}, ORDERS),
      mockOperation(
        StaffOrderDocument,
        { id: ORDERS[0].id },
        { data: { order: { ...ORDERS[0], currency: 'usd', problem: null, refundedCents: 0, refunds: [] } } },
      ),
    ]);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Payments' });
    const [, paid] = within(table).getAllByRole('row');
    await user.click(within(paid).getByRole('button', { name: 'Details' }));
    const detail = await screen.findByRole('dialog', { name: 'Order 7F3C2A10' });
    expect(sentVariables(StaffOrderDocument)).toEqual([{ id: ORDERS[0].id }]);
    expect(detail).toHaveTextContent(`Order id${ORDERS[0].id}`);
    expect(detail).toHaveTextContent('Currencyusd');
    expect(detail).toHaveTextContent(`Provider reference${ORDERS[0].providerReference}`);
    expect(detail).toHaveTextContent('MethodKHQR (Bakong)');
    expect(detail).toHaveTextContent(`Bakong transaction hash${ORDERS[0].providerTransactionId}`);
    // The provider is said by the method; Apollo's type name is no field of the order.
    expect(detail).not.toHaveTextContent('Provider:');
    expect(detail).not.toHaveTextContent('(Stripe)');
    expect(detail).not.toHaveTextContent('typename');
    expect(detail).toHaveTextContent('Amount$799');
    expect(within(detail).getByRole('link', { name: 'sokha@hotel.test' })).toBeInTheDocument();
  });

  it('refunds part of a PayWay order with a reason, one key per form, and shows the history', async () => {
    const order = { ...ORDERS[1], status: 'paid' as const, provider: 'payway', method: 'payway' as const };
    const refunded = {
      id: order.id,
      status: 'partially_refunded' as const,
      refundedCents: 10000,
      updatedAt: '2026-11-21T03:00:00.000Z',
      refunds: [
        {
          id: 'r1',
          amountCents: 10000,
          reason: 'One page fewer',
          status: 'succeeded',
          providerReference: null,
          failure: null,
          requestedBy: 'admin@example.com',
          createdAt: '2026-11-21T03:00:00.000Z',
        },
      ],
    };
    const keys: string[] = [];
    renderPage(`/payments?order=${order.id}`, [
      listed({}, []),
      mockOperation(
        StaffOrderDocument,
        { id: order.id },
        { data: { order: { ...order, problem: null, refundedCents: 0, refunds: [] } } },
      ),
      mockOperation(
        RefundOrderDocument,
        ({ input }) => {
          keys.push(input.idempotencyKey);
          return input.orderId === order.id && input.amountCents === 10000 && input.reason === 'One page fewer';
        },
        { data: { refundOrder: refunded } },
      ),
    ]);
    const user = userEvent.setup();
    const detail = await screen.findByRole('dialog', { name: 'Order 0A1B2C3D' });
    const amount = within(detail).getByRole('textbox', { name: 'Amount to refund (USD)' });
    expect(amount).toHaveValue('299.00');
    // Empty reason and too much: told under each field, nothing sent.
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(within(detail).getByRole('button', { name: 'Refund' }));
    expect(within(detail).getByText('Enter an amount more than $0 and at most $299.')).toBeInTheDocument();
    expect(within(detail).getByText('Write why the money goes back.')).toBeInTheDocument();
    expect(sentVariables(RefundOrderDocument)).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '100');
    await user.type(within(detail).getByRole('textbox', { name: 'Reason' }), 'One page fewer');
    await user.click(within(detail).getByRole('button', { name: 'Refund' }));
    const history = await within(detail).findByTestId('refund-history');
    expect(history).toHaveTextContent('$100 refunded');
    expect(history).toHaveTextContent('One page fewer');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // What is left is offered next, under a new key.
    expect(within(detail).getByRole('textbox', { name: 'Amount to refund (USD)' })).toHaveValue('199.00');
  });

  it('checks the orders with their providers on demand, then reads the list afresh', async () => {
    renderPage('/payments', [
      listed({}, ORDERS),
      mockOperation(
        ReconcileOrdersDocument,
        {},
        { data: { reconcileOrders: { checked: 2, fixed: [ORDERS[1].id], reported: [], unanswered: 0 } } },
      ),
      listed({}, ORDERS),
    ]);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Payments' });
    await user.click(screen.getByRole('button', { name: 'Check with the providers now' }));
    await waitFor(() => expect(sentVariables(ReconcileOrdersDocument)).toHaveLength(1));
    await waitFor(() => expect(sentVariables(StaffOrdersDocument)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Check with the providers now' })).toBeEnabled();
  });

  it('opens the order an alert links to (?order=)', async () => {
    renderPage('/payments?order=0a1b2c3d-0000-4000-8000-000000000002', [
      listed({}, []),
      mockOperation(
        StaffOrderDocument,
        { id: ORDERS[1].id },
        { data: { order: { ...ORDERS[1], problem: null, refundedCents: 0, refunds: [] } } },
      ),
    ]);
    expect(await screen.findByRole('dialog', { name: 'Order 0A1B2C3D' })).toBeInTheDocument();
  });

  it('shows the empty state in Khmer', async () => {
    renderPage('/km/payments', [listed({}, [])]);
    expect(await screen.findByText('មិនទាន់មានការបញ្ជាទិញនៅឡើយទេ')).toBeInTheDocument();
  });

  it('shows Access Denied when the api refuses the list as FORBIDDEN', async () => {
    renderPage('/payments', [
      refused(
        graphQLError({
          code: 'FORBIDDEN',
          message: 'Access Denied: this is for administrators only. Please ask an administrator if you need it.',
        }),
      ),
    ]);
    const denied = await screen.findByTestId('access-denied');
    expect(denied).toHaveTextContent('Access Denied');
    expect(denied).toHaveTextContent("You don't have permission to view payments. Admin access is required.");
    expect(denied).toHaveTextContent('Please contact the site administrator if you need access.');
    // Nothing offered that would be refused too.
    expect(screen.queryByRole('button', { name: /Check with the providers/ })).not.toBeInTheDocument();
  });

  it('asks to sign in when the session has ended (UNAUTHENTICATED)', async () => {
    renderPage('/km/payments', [
      refused(graphQLError({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' })),
    ]);
    expect(await screen.findByText('វគ្គរបស់អ្នកបានបញ្ចប់ហើយ។ សូមចូលគណនីម្ដងទៀត ដើម្បីមើលបញ្ជីនេះ។')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ចូលគណនី' })).toHaveAttribute('href', '/km/signin');
  });

  it('shows other errors with a retry that loads again', async () => {
    const user = userEvent.setup();
    renderPage('/payments', [
      refused(graphQLError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side.' })),
      listed({}, ORDERS),
    ]);
    expect(await screen.findByText('The orders could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows a paid order as soon as staff activity reports the payment, from any instance', async () => {
    renderPage('/payments', [
      mockOperation(
        StaffOrdersDocument,
        { limit: 25, offset: 0 },
        { data: { orders: { rows: [ORDERS[1]], total: 1, limit: 25, offset: 0 } } },
      ),
      listed({}, ORDERS),
    ]);
    expect(await screen.findByText('Orders: 1')).toBeInTheDocument();
    // A booking is not an order: the list is not asked again.
    act(() => activity.next({ staffActivity: { kind: 'booking', id: 'b1', at: '2026-11-20T03:02:00.000Z' } }));
    expect(sentVariables(StaffOrdersDocument)).toHaveLength(1);
    act(() => activity.next({ staffActivity: { kind: 'payment', id: ORDERS[0].id, at: '2026-11-20T03:02:00.000Z' } }));
    expect(await screen.findByText('Orders: 2')).toBeInTheDocument();
    await waitFor(() => expect(sentVariables(StaffOrdersDocument)).toHaveLength(2));
  });
});
