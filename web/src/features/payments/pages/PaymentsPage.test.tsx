import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchResponse, mockFetch } from '../../../test/fetch';
import { renderAt } from '../../../test/render';
import PaymentsPage from './PaymentsPage';

const renderPage = (path = '/payments') => renderAt(path, <PaymentsPage routeId="payments" />);

const ORDERS = [
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
    stripePaymentIntentId: null,
    expiresAt: '2026-11-20T03:15:00.000Z',
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
    stripePaymentIntentId: 'pi_1',
    expiresAt: null,
    createdAt: '2026-11-19T03:00:00.000Z',
    paidAt: null,
    updatedAt: '2026-11-19T03:00:00.000Z',
  },
];

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('PaymentsPage', () => {
  it('lists orders with package, amount, status, method, customer e-mail, dates and the Bakong hash', async () => {
    const fetchMock = mockFetch({ status: 200, body: ORDERS });
    renderPage();
    expect(screen.getByText('Loading orders...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/orders?limit=25');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
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

  it('pages through the orders and finds one by its customer’s e-mail', async () => {
    const fetchMock = mockFetch({ status: 200 });
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('q=sokha')
        ? fetchResponse({ status: 200, body: [ORDERS[0]], headers: { 'X-Total-Count': '1' } })
        : fetchResponse({ status: 200, body: ORDERS, headers: { 'X-Total-Count': '70' } }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Orders: 70')).toBeInTheDocument();
    expect(screen.getByText('1–25 of 70')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('26–50 of 70')).toBeInTheDocument();
    expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/admin/orders?limit=25&offset=25');
    await user.type(
      screen.getByRole('searchbox', { name: 'Search e-mail, package, order number or payment reference' }),
      'sokha',
    );
    expect(await screen.findByText('Orders: 1')).toBeInTheDocument();
    // A new search starts at its first page.
    expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/admin/orders?q=sokha&limit=25');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders?format=csv&q=sokha',
    );
  });

  it('opens an order in full, every field the server sends included', async () => {
    const withMethod = { ...ORDERS[0], paymentMethod: 'khqr' };
    const fetchMock = mockFetch({ status: 200 });
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/api/admin/orders/')
        ? fetchResponse({ status: 200, body: withMethod })
        : fetchResponse({ status: 200, body: ORDERS }),
    );
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Payments' });
    const [, paid] = within(table).getAllByRole('row');
    await user.click(within(paid).getByRole('button', { name: 'Details' }));
    const detail = await screen.findByRole('dialog', { name: 'Order 7F3C2A10' });
    expect(await within(detail).findByText('Payment Method')).toBeInTheDocument();
    expect(detail).toHaveTextContent('khqr');
    expect(detail).toHaveTextContent('MethodKHQR (Bakong)');
    expect(detail).toHaveTextContent(`Bakong transaction hash${ORDERS[0].providerTransactionId}`);
    // The provider is said by the method, and the deprecated Stripe-only reference is not repeated.
    expect(detail).not.toHaveTextContent('Payment provider');
    expect(detail).not.toHaveTextContent('(Stripe)');
    expect(detail).toHaveTextContent('Amount$799');
    expect(within(detail).getByRole('link', { name: 'sokha@hotel.test' })).toBeInTheDocument();
  });

  it('opens the order an alert links to (?order=)', async () => {
    const fetchMock = mockFetch({ status: 200 });
    fetchMock.mockImplementation(async (url: string) =>
      fetchResponse({ status: 200, body: url.startsWith('/api/admin/orders/') ? ORDERS[1] : [] }),
    );
    renderPage('/payments?order=0a1b2c3d-0000-4000-8000-000000000002');
    expect(await screen.findByRole('dialog', { name: 'Order 0A1B2C3D' })).toBeInTheDocument();
  });

  it('shows the empty state in Khmer', async () => {
    mockFetch({ status: 200, body: [] });
    renderPage('/km/payments');
    expect(await screen.findByText('មិនទាន់មានការបញ្ជាទិញនៅឡើយទេ')).toBeInTheDocument();
  });

  it('shows Access Denied for a 403', async () => {
    mockFetch({ status: 403, body: { message: 'Access Denied: you do not have permission to view this.' } });
    renderPage();
    const denied = await screen.findByTestId('access-denied');
    expect(denied).toHaveTextContent('Access Denied');
    expect(denied).toHaveTextContent("You don't have permission to view payments. Admin access is required.");
    expect(denied).toHaveTextContent('Please contact the site administrator if you need access.');
  });

  it('asks to sign in on a 401', async () => {
    mockFetch({ status: 401, body: { message: 'Please sign in to continue.' } });
    renderPage('/km/payments');
    expect(await screen.findByText('វគ្គរបស់អ្នកបានបញ្ចប់ហើយ។ សូមចូលគណនីម្ដងទៀត ដើម្បីមើលបញ្ជីនេះ។')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ចូលគណនី' })).toHaveAttribute('href', '/km/signin');
  });

  it('shows other errors with a retry that loads again', async () => {
    mockFetch({ status: 500, body: { message: 'Something went wrong on our side.' } });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('The orders could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
    mockFetch({ status: 200, body: ORDERS });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
