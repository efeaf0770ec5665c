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
    phone: null,
    service: 'web-design',
    message: 'We need a bilingual website for our guesthouse near Pub Street, with booking and a map.',
    language: 'km',
    status: 'new',
    source: 'form',
    createdAt: '2026-01-05T09:30:00.000Z',
  },
  {
    id: 'c1',
    name: 'Dara Sok',
    email: null,
    phone: '012 345 678',
    service: null,
    message: 'Do you build Telegram bots?',
    language: 'en',
    status: 'read',
    source: 'chat',
    createdAt: '2026-01-04T09:30:00.000Z',
  },
];
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const SUMMARY = {
  messagesToday: 7,
  scheduledMeetings: 3,
  paidOrdersThisMonth: 2,
  activeSubscribers: 41,
  recentActivity: [
    { kind: 'chat-lead', id: 'c9', at: minutesAgo(5), who: 'Sophal', detail: null, link: '/dashboard/inquiries?id=c9' },
    {
      kind: 'payment',
      id: 'o1',
      at: minutesAgo(120),
      who: 'buyer@hotel.test',
      detail: 'professional',
      link: '/payments?order=o1',
    },
    {
      kind: 'booking',
      id: 'b1',
      at: minutesAgo(60 * 26),
      who: 'Dara Sok',
      detail: '2027-03-03T02:00:00.000Z',
      link: '/dashboard?booking=b1',
    },
    { kind: 'subscription', id: 'n1', at: minutesAgo(60 * 24 * 3), who: 'reader@mail.test', detail: null, link: null },
  ],
};
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
const adminCalls = () =>
  fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/admin/') && url !== '/api/admin/dashboard');

describe('DashboardPage (SPEC §2)', () => {
  beforeEach(() => {
    resetAuthState();
    setSignedInMarker(true);
    answers = {
      '/api/auth/user': { status: 200, body: { firstName: 'Sophea', lastName: 'Chan', email: 'admin@example.com' } },
      '/api/admin/contact-submissions': { status: 200, body: CONTACTS },
      '/api/admin/newsletter-subscriptions': { status: 200, body: SUBSCRIPTIONS },
      '/api/admin/dashboard': { status: 200, body: SUMMARY },
    };
    fetchMock = jest.fn(async (url: string) => fetchResponse(answers[url.split('?')[0]] ?? { status: 404, body: '' }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    setSignedInMarker(false);
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('welcomes the user by name and shows the true figures, actions, recent activity and info card', async () => {
    await renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Sophea Chan' })).toBeInTheDocument();
    const stats = screen.getByRole('list', { name: 'Overview' });
    for (const [label, value] of [
      ['Paid Orders (this month)', '2'],
      ['Subscribers (active)', '41'],
      ['Messages Today', '7'],
      ['Scheduled Meetings', '3'],
    ]) {
      const card = within(stats).getByText(label).closest('li')!;
      await waitFor(() => expect(card).toHaveTextContent(value));
    }
    expect(within(stats).getByRole('link', { name: 'Open the inbox' })).toHaveAttribute('href', '/dashboard/inquiries');
    expect(screen.getByRole('link', { name: 'Add New Blog Post' })).toHaveAttribute('href', '/blog/add');
    expect(screen.getByRole('link', { name: 'Payment Dashboard' })).toHaveAttribute('href', '/payments');
    expect(screen.getByRole('button', { name: 'View Calendar Bookings' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Settings' })).toBeDisabled();
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    const items = within(activity).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Question from the chat: Sophal5 minutes ago',
      'Payment received: Professional from buyer@hotel.test2 hours ago',
      'Dara Sok booked a consultation for Wednesday, 3 March 2027, 9:00 AMyesterday',
      'New newsletter subscriber: reader@mail.test3 days ago',
    ]);
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/dashboard/inquiries?id=c9');
    expect(within(items[1]).getByRole('link')).toHaveAttribute('href', '/payments?order=o1');
    expect(within(items[3]).queryByRole('link')).toBeNull();
    expect(screen.getByText('Protected Area / Admin Dashboard')).toBeInTheDocument();
    // The figures are asked for once; nothing of the submissions before the dialog opens.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/admin/dashboard')).toHaveLength(1);
    expect(adminCalls()).toHaveLength(0);
  });

  it('shows the figures and activity in Khmer', async () => {
    await renderDashboard('/km/dashboard');
    const activity = screen.getByRole('region', { name: 'សកម្មភាពថ្មីៗ' });
    expect(await within(activity).findByText('សំណួរពីការជជែក៖ Sophal')).toBeInTheDocument();
    expect(within(activity).getByText('5 នាទី​មុន')).toBeInTheDocument();
    expect(screen.getByText('ការបញ្ជាទិញដែលបានបង់ (ខែនេះ)')).toBeInTheDocument();
  });

  it('counts a new inquiry within a minute, without a reload', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    try {
      await renderDashboard();
      const card = () =>
        within(screen.getByRole('list', { name: 'Overview' }))
          .getByText('Messages Today')
          .closest('li')!;
      await waitFor(() => expect(card()).toHaveTextContent('Messages Today7'));
      answers['/api/admin/dashboard'] = { status: 200, body: { ...SUMMARY, messagesToday: 8 } };
      await act(async () => void jest.advanceTimersByTime(60_000));
      await waitFor(() => expect(card()).toHaveTextContent('Messages Today8'));
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/admin/dashboard')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says the figures could not be loaded when the call fails', async () => {
    answers['/api/admin/dashboard'] = { status: 503, body: { message: 'unavailable' } };
    await renderDashboard();
    expect(await screen.findByText('The figures could not be loaded.')).toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Overview' }))
      .getByText('Messages Today')
      .closest('li')!;
    expect(card).toHaveTextContent('—');
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
    // A chat lead without an e-mail shows its phone, and where it came from.
    const lead = within(table).getByText('Do you build Telegram bots?').closest('tr')!;
    expect(lead).toHaveTextContent('012 345 678');
    expect(lead).toHaveTextContent('Chat');
    expect(within(dialog).getByRole('link', { name: 'Open the inbox' })).toHaveAttribute(
      'href',
      '/dashboard/inquiries',
    );
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
    answers['/api/admin/dashboard'] = { status: 403, body: { message: 'Access Denied' } };
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
    expect(screen.getByText('Only administrators see the figures and the recent activity.')).toBeInTheDocument();
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

describe('an inquiry opened from the submissions dialog', () => {
  beforeEach(() => {
    resetAuthState();
    setSignedInMarker(true);
    answers = {
      '/api/auth/user': { status: 200, body: { firstName: 'Sophea', lastName: 'Chan', email: 'admin@example.com' } },
      '/api/admin/contact-submissions': { status: 200, body: CONTACTS },
      '/api/admin/newsletter-subscriptions': { status: 200, body: SUBSCRIPTIONS },
      '/api/admin/dashboard': { status: 200, body: SUMMARY },
      '/api/admin/contact-submissions/c2': {
        status: 200,
        body: { ...CONTACTS[0], transcript: null, statusChangedAt: null, statusChangedBy: null },
      },
    };
    fetchMock = jest.fn(async (url: string) => fetchResponse(answers[url.split('?')[0]] ?? { status: 404, body: '' }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    setSignedInMarker(false);
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('opens from its row with the whole message and a reply in the visitor’s language, and marks it read', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'View Form Submissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form Submissions' });
    await user.click(await within(dialog).findByText('Web Design & Development'));
    const detail = await screen.findByRole('dialog', { name: 'Sokha Chan' });
    expect(detail).toHaveTextContent(CONTACTS[0].message);
    const reply = within(detail).getByRole('link', { name: 'Reply by e-mail' });
    expect(reply).toHaveAttribute(
      'href',
      `mailto:sokha@guesthouse.test?subject=${encodeURIComponent('សំណួររបស់អ្នកទៅកាន់ Angkor Digital')}`,
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.find(
          ([url, init]) => url === '/api/admin/contact-submissions/c2' && init?.method === 'PATCH',
        )?.[1],
      ).toMatchObject({
        body: JSON.stringify({ status: 'read' }),
      }),
    );
  });
});
