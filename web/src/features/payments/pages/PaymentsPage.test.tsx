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
    stripePaymentIntentId: 'pi_1',
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
    stripePaymentIntentId: null,
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
  it('lists orders with package, amount, status, customer e-mail and dates', async () => {
    const fetchMock = mockFetch({ status: 200, body: ORDERS });
    renderPage();
    expect(screen.getByText('Loading orders...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/orders');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Order', 'Date', 'Package', 'Amount', 'Status', 'Customer e-mail', 'Paid on']);
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
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('Not known yet');
    expect(pending).toHaveTextContent('Not paid');
    expect(screen.getByText('Orders: 2')).toBeInTheDocument();
  });

  it('shows the whole count and loads the next page on Show more (staff lists are paged)', async () => {
    const fetchMock = mockFetch({ status: 200 });
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('offset=1')
        ? fetchResponse({ status: 200, body: [ORDERS[1]], headers: { 'X-Total-Count': '2' } })
        : fetchResponse({ status: 200, body: [ORDERS[0]], headers: { 'X-Total-Count': '2' } }),
    );
    renderPage();
    expect(await screen.findByText('Orders: 2')).toBeInTheDocument();
    expect(screen.getAllByText('sokha@hotel.test').length).toBeGreaterThan(0);
    expect(screen.queryAllByText('Starter')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect((await screen.findAllByText('Starter')).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/admin/orders', '/api/admin/orders?offset=1']);
    // Everything is loaded: no more button.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
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
    expect(await screen.findByText('សូមចូលគណនីដើម្បីមើលការទូទាត់។')).toBeInTheDocument();
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
