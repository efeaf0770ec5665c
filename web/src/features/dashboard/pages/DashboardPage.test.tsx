import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ContactSubmissionDocument,
  ContactSubmissionsDocument,
  DashboardSummaryDocument,
  MeDocument,
  NewsletterSubscriptionsDocument,
  StaffActivityDocument,
  UpdateContactSubmissionStatusDocument,
  type DashboardSummaryQuery,
} from '../../../gql/graphql';
import {
  graphQLError,
  holdAnswers,
  mockOperation,
  mockSubscription,
  sentVariables,
  type Refusal,
  type TestApolloOptions,
} from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import { setSignedInMarker } from '../../../test/signed-in-marker';
import type { AuthUser } from '../../auth';
import type { ContactSubmissionRow, NewsletterSubscriptionRow } from '../components/SubmissionTables';
import DashboardPage from './DashboardPage';

type Mock = NonNullable<TestApolloOptions['mocks']>[number];

const CONTACTS: ContactSubmissionRow[] = [
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
const SUMMARY: DashboardSummaryQuery['dashboard'] = {
  messagesToday: 7,
  scheduledMeetings: 3,
  paidOrdersThisMonth: 2,
  activeSubscribers: 41,
  recentActivity: [
    { kind: 'chatLead', id: 'c9', at: minutesAgo(5), who: 'Sophal', detail: null, link: '/dashboard/inquiries?id=c9' },
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
const SUBSCRIPTIONS: NewsletterSubscriptionRow[] = [
  {
    id: 'n1',
    email: 'reader@mail.test',
    name: null,
    language: 'en',
    status: 'active',
    subscribedAt: '2026-01-05T10:00:00Z',
  },
];

const summaryIs = (dashboard: DashboardSummaryQuery['dashboard'] | Refusal): Mock =>
  mockOperation(DashboardSummaryDocument, {}, 'messagesToday' in dashboard ? { data: { dashboard } } : dashboard);
const contactsAre = (rows: ContactSubmissionRow[] | Refusal): Mock =>
  mockOperation(
    ContactSubmissionsDocument,
    {},
    Array.isArray(rows) ? { data: { contactSubmissions: { rows, total: rows.length, limit: 100, offset: 0 } } } : rows,
  );
const subscriptionsAre = (rows: NewsletterSubscriptionRow[] | Refusal): Mock =>
  mockOperation(
    NewsletterSubscriptionsDocument,
    {},
    Array.isArray(rows)
      ? { data: { newsletterSubscriptions: { rows, total: rows.length, limit: 100, offset: 0 } } }
      : rows,
  );
const forbidden = () => graphQLError({ code: 'FORBIDDEN', message: 'Access Denied' });

/** The signed-in staff member: the signed-in marker, and `me`'s answer (asked once per page). */
let signedIn: AuthUser;
function signInAs(user: Partial<AuthUser>) {
  setSignedInMarker(true);
  signedIn = {
    id: 'u1',
    email: 'admin@example.com',
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    role: 'admin',
    ...user,
  };
}

let activity = mockSubscription(StaffActivityDocument);
async function renderDashboard(path = '/dashboard', mocks: Mock[] = [summaryIs(SUMMARY)]) {
  activity = mockSubscription(StaffActivityDocument);
  renderAt(path, <DashboardPage />, {
    mocks: [mockOperation(MeDocument, {}, { data: { me: signedIn } }), ...mocks],
    subscriptions: [activity],
  });
  // `me` is asked once the page has hydrated; its answer comes a task later.
  await waitFor(() => expect(sentVariables(MeDocument)).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
const listCalls = () => [
  ...sentVariables(ContactSubmissionsDocument).map(() => 'contactSubmissions'),
  ...sentVariables(NewsletterSubscriptionsDocument).map(() => 'newsletterSubscriptions'),
];

describe('DashboardPage (SPEC §2)', () => {
  beforeEach(() => signInAs({ firstName: 'Sophea', lastName: 'Chan', email: 'admin@example.com' }));
  afterEach(() => {
    setSignedInMarker(false);
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
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/dashboard/settings');
    const activityList = screen.getByRole('region', { name: 'Recent Activity' });
    const items = within(activityList).getAllByRole('listitem');
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
    expect(sentVariables(DashboardSummaryDocument)).toHaveLength(1);
    expect(listCalls()).toEqual([]);
  });

  it("lists a booking's booked and cancelled events apart, though both are about the same booking", async () => {
    // As the server sends them: typed, so the cache normalises them (by id alone they were one object).
    const booked = { ...SUMMARY.recentActivity.find((event) => event.kind === 'booking')!, __typename: 'ActivityType' };
    const cancelled = { ...booked, kind: 'cancellation' as const, at: minutesAgo(10) };
    await renderDashboard('/dashboard', [summaryIs({ ...SUMMARY, recentActivity: [cancelled, booked] })]);
    const activityList = screen.getByRole('region', { name: 'Recent Activity' });
    await waitFor(() => expect(within(activityList).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(activityList)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(first).toMatch(/^Booking cancelled: Dara Sok/);
    expect(second).toMatch(/^Dara Sok booked a consultation/);
  });

  it('lists a move with its new time, and the booking it moved without the old one', async () => {
    const booked = { ...SUMMARY.recentActivity.find((event) => event.kind === 'booking')!, __typename: 'ActivityType' };
    const moved = { ...booked, kind: 'reschedule' as const, at: minutesAgo(10), detail: '2027-03-05T03:00:00.000Z' };
    await renderDashboard('/dashboard', [
      summaryIs({ ...SUMMARY, recentActivity: [moved, { ...booked, detail: null }] }),
    ]);
    const activityList = screen.getByRole('region', { name: 'Recent Activity' });
    await waitFor(() => expect(within(activityList).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(activityList)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(first).toMatch(/^Booking moved: Dara Sok, now Friday, 5 March 2027, 10:00 AM/);
    expect(second).toMatch(/^Dara Sok booked a consultation \(moved since\)/);
  });

  it('shows the figures and activity in Khmer', async () => {
    await renderDashboard('/km/dashboard');
    const activityList = screen.getByRole('region', { name: 'សកម្មភាពថ្មីៗ' });
    expect(await within(activityList).findByText('សំណួរពីការជជែក៖ Sophal')).toBeInTheDocument();
    expect(within(activityList).getByText('៥ នាទីមុន')).toBeInTheDocument();
    expect(screen.getByText('ការបញ្ជាទិញដែលបានបង់ (ខែនេះ)')).toBeInTheDocument();
  });

  it('counts a new inquiry as soon as staff activity reports it, without a reload or a timer', async () => {
    await renderDashboard('/dashboard', [summaryIs(SUMMARY), summaryIs({ ...SUMMARY, messagesToday: 8 })]);
    const card = () =>
      within(screen.getByRole('list', { name: 'Overview' }))
        .getByText('Messages Today')
        .closest('li')!;
    await waitFor(() => expect(card()).toHaveTextContent('Messages Today7'));
    expect(activity.requests).toHaveLength(1);
    act(() => activity.next({ staffActivity: { kind: 'inquiry', id: 'c10', at: minutesAgo(0) } }));
    await waitFor(() => expect(card()).toHaveTextContent('Messages Today8'));
    expect(sentVariables(DashboardSummaryDocument)).toHaveLength(2);
  });

  it('says the figures could not be loaded when the call fails', async () => {
    await renderDashboard('/dashboard', [
      summaryIs(graphQLError({ code: 'UNAVAILABLE', message: 'The database is not answering.' })),
    ]);
    expect(await screen.findByText('The figures could not be loaded.')).toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Overview' }))
      .getByText('Messages Today')
      .closest('li')!;
    expect(card).toHaveTextContent('—');
  });

  it('falls back to the e-mail name, then to User, and speaks Khmer under /km', async () => {
    signInAs({ firstName: null, lastName: null, email: 'dara.sok@example.com' });
    await renderDashboard('/km/dashboard');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('dara.sok');
    expect(screen.getByRole('link', { name: 'បន្ថែមអត្ថបទប្លុកថ្មី' })).toHaveAttribute('href', '/km/blog/add');
  });

  it('opens the submissions dialog with both tables, fetched once when it opens', async () => {
    const user = userEvent.setup();
    await renderDashboard('/dashboard', [summaryIs(SUMMARY), contactsAre(CONTACTS), subscriptionsAre(SUBSCRIPTIONS)]);
    await user.click(screen.getByRole('button', { name: 'View Form Submissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form Submissions' });
    expect(await within(dialog).findByRole('tab', { name: 'Contact Forms (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await within(dialog).findByRole('tab', { name: 'Newsletter (1)' })).toBeInTheDocument();
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
    expect(within(table).getByText('Web Design')).toBeInTheDocument();
    expect(within(table).getByText('new')).toBeInTheDocument();
    // A chat lead without an e-mail shows its phone, and where it came from.
    const lead = within(table).getByText('Do you build Telegram bots?').closest('tr')!;
    expect(lead).toHaveTextContent('012 345 678');
    expect(lead).toHaveTextContent('Chat');
    expect(within(dialog).getByRole('link', { name: 'Open the inbox' })).toHaveAttribute(
      'href',
      '/dashboard/inquiries',
    );
    expect(within(dialog).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/contact-submissions?format=csv',
    );
    expect(listCalls()).toEqual(['contactSubmissions', 'newsletterSubscriptions']);

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

  it('loads the next page of inquiries on "Show more"', async () => {
    const user = userEvent.setup();
    const more: ContactSubmissionRow = { ...CONTACTS[1], id: 'c0', name: 'Older Lead', message: 'An older question' };
    await renderDashboard('/dashboard', [
      summaryIs(SUMMARY),
      mockOperation(
        ContactSubmissionsDocument,
        {},
        { data: { contactSubmissions: { rows: CONTACTS, total: 3, limit: 2, offset: 0 } } },
      ),
      mockOperation(
        ContactSubmissionsDocument,
        { offset: 2 },
        { data: { contactSubmissions: { rows: [more], total: 3, limit: 2, offset: 2 } } },
      ),
      subscriptionsAre(SUBSCRIPTIONS),
    ]);
    await user.click(screen.getByRole('button', { name: 'View Form Submissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form Submissions' });
    expect(await within(dialog).findByRole('tab', { name: 'Contact Forms (3)' })).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Show more' }));
    expect(await within(dialog).findByText('Older Lead')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('row')).toHaveLength(4);
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(sentVariables(ContactSubmissionsDocument)).toEqual([{}, { offset: 2 }]);
  });

  it('shows the loading and the empty texts', async () => {
    const user = userEvent.setup();
    await renderDashboard('/dashboard', [summaryIs(SUMMARY), contactsAre([]), subscriptionsAre([])]);
    const release = holdAnswers();
    await user.click(screen.getByRole('button', { name: 'View Form Submissions' }));
    expect(await screen.findByText('Loading contact submissions...')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Newsletter (0)' }));
    expect(screen.getByText('Loading newsletter subscriptions...')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('No newsletter subscriptions yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Contact Forms (0)' }));
    expect(screen.getByText('No contact submissions yet')).toBeInTheDocument();
  });

  it("offers staff without the admin role what they may do, not the admins' pages and figures", async () => {
    signInAs({ email: 'staff@example.com', role: 'staff' });
    await renderDashboard('/dashboard', [summaryIs(forbidden())]);
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'Add New Blog Post' })).toHaveAttribute('href', '/blog/add');
    expect(within(actions).getByRole('link', { name: 'Write a case study' })).toHaveAttribute(
      'href',
      '/dashboard/case-studies',
    );
    expect(within(actions).getAllByRole('link')).toHaveLength(2);
    expect(within(actions).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the inbox' })).not.toBeInTheDocument();
    expect(await screen.findByText('Only administrators see the figures and the recent activity.')).toBeInTheDocument();
  });

  it('shows Access Denied when the api refuses the lists as FORBIDDEN, without retrying', async () => {
    const user = userEvent.setup();
    // An admin whose role was withdrawn since signing in: the page offers the lists, the api refuses.
    signInAs({ email: 'former-admin@example.com', role: 'admin' });
    await renderDashboard('/dashboard', [
      summaryIs(forbidden()),
      contactsAre(forbidden()),
      subscriptionsAre(forbidden()),
    ]);
    await user.click(screen.getByRole('button', { name: 'View Form Submissions' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Access Denied')).toBeInTheDocument();
    expect(
      within(dialog).getByText("You don't have permission to view form submissions. Admin access is required."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please contact the site administrator if you need access.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(listCalls()).toHaveLength(2);
    expect(screen.getByText('Only administrators see the figures and the recent activity.')).toBeInTheDocument();
  });

  it('moves an inquiry from new to read', async () => {
    const user = userEvent.setup();
    await renderDashboard('/dashboard', [
      summaryIs(SUMMARY),
      contactsAre(CONTACTS),
      subscriptionsAre(SUBSCRIPTIONS),
      mockOperation(
        UpdateContactSubmissionStatusDocument,
        { id: 'c2', status: 'read' },
        {
          data: {
            updateContactSubmissionStatus: {
              id: 'c2',
              status: 'read',
              statusChangedAt: minutesAgo(0),
              statusChangedBy: 'admin@example.com',
            },
          },
        },
      ),
    ]);
    await user.click(screen.getByRole('button', { name: 'View Form Submissions' }));
    const dialog = await screen.findByRole('dialog');
    const row = (await within(dialog).findByText('Sokha Chan')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Mark as replied' })).toBeInTheDocument());
    expect(sentVariables(UpdateContactSubmissionStatusDocument)).toEqual([{ id: 'c2', status: 'read' }]);
  });
});

describe('an inquiry opened from the submissions dialog', () => {
  beforeEach(() => signInAs({ firstName: 'Sophea', lastName: 'Chan', email: 'admin@example.com' }));
  afterEach(() => {
    setSignedInMarker(false);
  });

  it('opens from its row with the whole message and a reply in the visitor’s language, and marks it read', async () => {
    const user = userEvent.setup();
    await renderDashboard('/dashboard', [
      summaryIs(SUMMARY),
      contactsAre(CONTACTS),
      subscriptionsAre(SUBSCRIPTIONS),
      mockOperation(
        ContactSubmissionDocument,
        { id: 'c2' },
        {
          data: {
            contactSubmission: { ...CONTACTS[0], transcript: null, statusChangedAt: null, statusChangedBy: null },
          },
        },
      ),
      mockOperation(
        UpdateContactSubmissionStatusDocument,
        { id: 'c2', status: 'read' },
        {
          data: {
            updateContactSubmissionStatus: {
              id: 'c2',
              status: 'read',
              statusChangedAt: minutesAgo(0),
              statusChangedBy: 'admin@example.com',
            },
          },
        },
      ),
    ]);
    await user.click(screen.getByRole('button', { name: 'View Form Submissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form Submissions' });
    await user.click(await within(dialog).findByText('Web Design'));
    const detail = await screen.findByRole('dialog', { name: 'Sokha Chan' });
    expect(detail).toHaveTextContent(CONTACTS[0].message);
    const reply = within(detail).getByRole('link', { name: 'Reply by e-mail' });
    expect(reply).toHaveAttribute(
      'href',
      `mailto:sokha@guesthouse.test?subject=${encodeURIComponent('សំណួររបស់អ្នកទៅកាន់ Angkor Digital')}`,
    );
    await waitFor(() =>
      expect(sentVariables(UpdateContactSubmissionStatusDocument)).toEqual([{ id: 'c2', status: 'read' }]),
    );
    // The list behind shows it read.
    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sokha Chan' })).toBeNull());
    const row = within(dialog)
      .getByRole('button', { name: /Sokha Chan/ })
      .closest('tr')!;
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Mark as replied' })).toBeInTheDocument());
  });
});
