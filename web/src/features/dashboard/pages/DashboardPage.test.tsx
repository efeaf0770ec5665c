import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { setSignedInMarker } from '../../../test/signed-in-marker';
import { fetchAuthState, resetAuthState } from '../../auth';
import DashboardPage from './DashboardPage';
import { fetchResponse, type MockResponse } from '../../../test/fetch';

const CONTACTS = [
  {
    id: 'c2',
    name: 'Sokha Chan',
    email: 'sokha@guesthouse.test',
    service: 'web-design',
    message: 'We need a bilingual website for our guesthouse near Pub Street, with booking and a map.',
    language: 'km',
    status: 'new',
    createdAt: '2026-01-05T09:30:00.000Z',
  },
  {
    id: 'c1',
    name: 'Dara Sok',
    email: 'dara@tours.test',
    service: 'seo',
    message: 'SEO please',
    language: 'en',
    status: 'read',
    createdAt: '2026-01-04T09:30:00.000Z',
  },
];
const SUBSCRIPTIONS = [
  {
    id: 'n1',
    email: 'reader@mail.test',
    name: null,
    language: 'en',
    status: 'active',
    subscribedAt: '2026-01-05T10:00:00Z',
  },
];

let answers: Record<string, MockResponse>;
let fetchMock: jest.Mock<(url: string, init?: RequestInit) => Promise<ReturnType<typeof fetchResponse>>>;

async function renderDashboard(path = '/dashboard') {
  renderAt(path, <DashboardPage />);
  await act(async () => void (await fetchAuthState()));
}
const adminCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/admin/'));

describe('DashboardPage (SPEC §2)', () => {
  beforeEach(() => {
    resetAuthState();
    setSignedInMarker(true);
    answers = {
      '/api/auth/user': { status: 200, body: { firstName: 'Sophea', lastName: 'Chan', email: 'admin@example.com' } },
      '/api/admin/contact-submissions': { status: 200, body: CONTACTS },
      '/api/admin/newsletter-subscriptions': { status: 200, body: SUBSCRIPTIONS },
    };
    fetchMock = jest.fn(async (url: string) => fetchResponse(answers[url.split('?')[0]] ?? { status: 404, body: '' }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    setSignedInMarker(false);
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('welcomes the user by name and shows the fixed stats, actions, activity and info card', async () => {
    await renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Sophea Chan' })).toBeInTheDocument();
    const stats = screen.getByRole('list', { name: 'Overview' });
    for (const [label, value] of [
      ['Active Projects', '12'],
      ['Total Clients', '48'],
      ['Messages Today', '7'],
      ['Scheduled Meetings', '3'],
    ]) {
      const card = within(stats).getByText(label).closest('li')!;
      expect(card).toHaveTextContent(value);
    }
    expect(screen.getByRole('link', { name: 'Add New Blog Post' })).toHaveAttribute('href', '/blog/add');
    expect(screen.getByRole('link', { name: 'Payment Dashboard' })).toHaveAttribute('href', '/payments');
    expect(screen.getByRole('button', { name: 'View Calendar Bookings' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Settings' })).toBeDisabled();
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Protected Area / Admin Dashboard')).toBeInTheDocument();
    // Nothing of the admin data is fetched before the dialog opens.
    expect(adminCalls()).toHaveLength(0);
  });

  it('falls back to the e-mail name, then to User, and speaks Khmer under /km', async () => {
    answers['/api/auth/user'] = {
      status: 200,
      body: { firstName: null, lastName: null, email: 'dara.sok@example.com' },
    };
    await renderDashboard('/km/dashboard');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('dara.sok');
    expect(screen.getByRole('link', { name: 'បន្ថែមអត្ថបទប្លុកថ្មី' })).toHaveAttribute('href', '/km/blog/add');
  });

  it('opens the submissions dialog with both tables, fetched once when it opens', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'View Form Submissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form Submissions' });
    expect(await within(dialog).findByRole('tab', { name: 'Contact Forms (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('tab', { name: 'Newsletter (1)' })).toBeInTheDocument();
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Service', 'Message', 'Language', 'Status', 'Date', 'Actions']);
    expect(within(table).getByRole('link', { name: 'sokha@guesthouse.test' })).toHaveAttribute(
      'href',
      'mailto:sokha@guesthouse.test',
    );
    expect(within(table).getByText('Web Design & Development')).toBeInTheDocument();
    expect(within(table).getByText('new')).toBeInTheDocument();
    expect(adminCalls().map(([url]) => url)).toEqual([
      '/api/admin/contact-submissions',
      '/api/admin/newsletter-subscriptions',
    ]);
    expect(adminCalls()[0][1]).toMatchObject({ credentials: 'include' });

    await user.click(within(dialog).getByRole('tab', { name: 'Newsletter (1)' }));
    const newsletter = within(dialog).getByRole('table');
    expect(
      within(newsletter)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Email', 'Name', 'Language', 'Status', 'Subscribed Date']);
    expect(within(newsletter).getByText('N/A')).toBeInTheDocument();
    expect(within(newsletter).getByText('active')).toBeInTheDocument();
  });

  it('shows the loading and the empty texts', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    answers['/api/admin/contact-submissions'] = { status: 200, body: [] };
    answers['/api/admin/newsletter-subscriptions'] = { status: 200, body: [] };
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      if (url.startsWith('/api/admin/')) await gate;
      return answer(url, init);
    });
    await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'View Form Submissions' }));
    expect(await screen.findByText('Loading contact submissions...')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Newsletter (0)' }));
    expect(screen.getByText('Loading newsletter subscriptions...')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('No newsletter subscriptions yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Contact Forms (0)' }));
    expect(screen.getByText('No contact submissions yet')).toBeInTheDocument();
  });

  it('shows Access Denied when an admin call answers 403, without retrying', async () => {
    const user = userEvent.setup();
    answers['/api/auth/user'] = { status: 200, body: { email: 'staff@example.com', role: 'staff' } };
    answers['/api/admin/contact-submissions'] = { status: 403, body: { message: 'Access Denied' } };
    answers['/api/admin/newsletter-subscriptions'] = { status: 403, body: { message: 'Access Denied' } };
    await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'View Form Submissions' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Access Denied')).toBeInTheDocument();
    expect(
      within(dialog).getByText("You don't have permission to view form submissions. Admin access is required."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please contact the site administrator if you need access.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(adminCalls()).toHaveLength(2);
  });

  it('moves an inquiry from new to read', async () => {
    const user = userEvent.setup();
    answers['/api/admin/contact-submissions/c2'] = { status: 200, body: { ...CONTACTS[0], status: 'read' } };
    await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'View Form Submissions' }));
    const dialog = await screen.findByRole('dialog');
    const row = (await within(dialog).findByText('Sokha Chan')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Mark as replied' })).toBeInTheDocument());
    const patch = fetchMock.mock.calls.find(([url]) => url === '/api/admin/contact-submissions/c2')!;
    expect(patch[1]).toMatchObject({ method: 'PATCH', body: JSON.stringify({ status: 'read' }) });
  });
});
