import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ContactSubmissionDocument,
  ContactSubmissionsDocument,
  StaffActivityDocument,
  UpdateContactSubmissionStatusDocument,
  type ContactSubmissionQuery,
  type ContactSubmissionsQuery,
  type ContactSubmissionsQueryVariables,
  type ContactStatus,
} from '../../../gql/graphql';
import {
  graphQLError,
  mockOperation,
  mockSubscription,
  sentVariables,
  type TestApolloOptions,
} from '../../../test/apollo';
import { LocationProbe, renderAt } from '../../../test/render';
import InquiriesPage from './InquiriesPage';

type Row = ContactSubmissionsQuery['contactSubmissions']['rows'][number];
type Mock = NonNullable<TestApolloOptions['mocks']>[number];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const ROWS: Row[] = [
  {
    id: 'i3',
    name: 'Sophal Meas',
    email: null,
    phone: '012 345 678',
    service: null,
    message: 'Do you build Telegram bots for hotels?',
    language: 'en',
    status: 'new',
    source: 'chat',
    createdAt: minutesAgo(4),
  },
  {
    id: 'i2',
    name: 'ដារ៉ា សុខ',
    email: 'dara@tours.test',
    phone: null,
    service: 'seo',
    message: 'ខ្ញុំចង់បានគេហទំព័រសម្រាប់ក្រុមហ៊ុនទេសចរណ៍របស់ខ្ញុំ',
    language: 'km',
    status: 'read',
    source: 'form',
    createdAt: minutesAgo(60 * 5),
  },
];
const DETAIL: ContactSubmissionQuery['contactSubmission'] = {
  ...ROWS[0],
  transcript: [
    { role: 'user', content: 'Do you build Telegram bots?' },
    { role: 'assistant', content: "I'm sorry, I don't know the answer to that." },
  ],
  statusChangedAt: null,
  statusChangedBy: null,
};

/** The first page of the list with these filters: these rows, `total` in all; answered as often as asked. */
const listed = (
  filters: Omit<ContactSubmissionsQueryVariables, 'limit' | 'offset'>,
  rows: Row[],
  total = rows.length,
  page: { limit?: number; offset?: number } = {},
): Mock => ({
  ...mockOperation(
    ContactSubmissionsDocument,
    { ...filters, limit: page.limit ?? 25, offset: page.offset ?? 0 },
    { data: { contactSubmissions: { rows, total, limit: page.limit ?? 25, offset: page.offset ?? 0 } } },
  ),
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const detailOf = (detail = DETAIL): Mock => ({
  ...mockOperation(ContactSubmissionDocument, { id: detail.id }, { data: { contactSubmission: detail } }),
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const statusSet = (status: ContactStatus): Mock =>
  mockOperation(
    UpdateContactSubmissionStatusDocument,
    { id: 'i3', status },
    {
      data: {
        updateContactSubmissionStatus: {
          id: 'i3',
          status,
          statusChangedAt: new Date().toISOString(),
          statusChangedBy: 'admin@example.com',
        },
      },
    },
  );

let activity = mockSubscription(StaffActivityDocument);
function renderInbox(path = '/dashboard/inquiries', mocks: Mock[] = [listed({}, ROWS)]) {
  activity = mockSubscription(StaffActivityDocument);
  return renderAt(
    path,
    <>
      <InquiriesPage routeId="inquiries" />
      <LocationProbe />
    </>,
    { mocks, subscriptions: [activity] },
  );
}
const listCalls = () => sentVariables(ContactSubmissionsDocument);

describe('the inbox (/dashboard/inquiries)', () => {
  it('lists every inquiry, newest first, chat leads included, with how long ago', async () => {
    renderInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByText('Loading contact submissions...')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('inquiry-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Sophal Meas');
    expect(rows[0]).toHaveTextContent('012 345 678');
    expect(rows[0]).toHaveTextContent('4 minutes ago');
    expect(rows[0]).toHaveTextContent('Chat');
    expect(rows[0]).toHaveTextContent('New');
    expect(rows[1]).toHaveTextContent('SEO & AI Search (GEO)');
    expect(screen.getByText('Inquiries: 2')).toBeInTheDocument();
    // The CSV export stays a plain download.
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/contact-submissions?format=csv',
    );
    expect(listCalls()).toEqual([{ limit: 25, offset: 0 }]);
  });

  it('shows a new inquiry as soon as staff activity reports one, without a reload or a timer', async () => {
    const NEW: Row = { ...ROWS[1], id: 'i4', name: 'Chenda Live', status: 'new', createdAt: minutesAgo(0) };
    const first = mockOperation(
      ContactSubmissionsDocument,
      { limit: 25, offset: 0 },
      { data: { contactSubmissions: { rows: ROWS, total: 2, limit: 25, offset: 0 } } },
    );
    renderInbox('/dashboard/inquiries', [first, listed({}, [NEW, ...ROWS])]);
    expect(await screen.findAllByTestId('inquiry-row')).toHaveLength(2);
    expect(activity.requests).toHaveLength(1);

    // A newsletter subscription does not change the inbox: nothing is asked.
    act(() => activity.next({ staffActivity: { kind: 'subscription', id: 'n1', at: minutesAgo(0) } }));
    expect(listCalls()).toHaveLength(1);

    act(() => activity.next({ staffActivity: { kind: 'inquiry', id: 'i4', at: minutesAgo(0) } }));
    await waitFor(() => expect(screen.getAllByTestId('inquiry-row')).toHaveLength(3));
    expect(screen.getAllByTestId('inquiry-row')[0]).toHaveTextContent('Chenda Live');
    expect(screen.getByText('Inquiries: 3')).toBeInTheDocument();
    expect(listCalls()).toEqual([
      { limit: 25, offset: 0 },
      { limit: 25, offset: 0 },
    ]);
  });

  it('finds an inquiry by a word of its message once typing pauses, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderInbox('/dashboard/inquiries', [
      listed({}, ROWS),
      listed({ search: 'telegram' }, [ROWS[0]]),
      listed({ search: 'nothing' }, []),
    ]);
    await screen.findAllByTestId('inquiry-row');
    await user.type(screen.getByRole('searchbox', { name: 'Search name, e-mail, phone or message' }), 'telegram');
    await waitFor(() => expect(screen.getAllByTestId('inquiry-row')).toHaveLength(1));
    // One request for the whole word, not one per key.
    expect(listCalls().at(-1)).toEqual({ search: 'telegram', limit: 25, offset: 0 });
    expect(listCalls().filter((variables) => variables.search)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/contact-submissions?format=csv&q=telegram',
    );
    // Kept in the address, like the filters.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/inquiries?q=telegram'));
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nothing');
    expect(await screen.findByText(/Nothing matches your search\./)).toBeInTheDocument();
  });

  it('opens with the search of its address (a reload, a shared link)', async () => {
    renderInbox('/dashboard/inquiries?q=telegram', [listed({ search: 'telegram' }, [ROWS[0]])]);
    await waitFor(() => expect(screen.getAllByTestId('inquiry-row')).toHaveLength(1));
    expect(screen.getByRole('searchbox', { name: 'Search name, e-mail, phone or message' })).toHaveValue('telegram');
    expect(listCalls()).toEqual([{ search: 'telegram', limit: 25, offset: 0 }]);
  });

  it('filters by status and source, kept in the address', async () => {
    const user = userEvent.setup();
    renderInbox('/dashboard/inquiries', [
      listed({}, ROWS),
      listed({ status: 'new' }, [ROWS[0]]),
      listed({ status: 'new', source: 'chat' }, [ROWS[0]]),
    ]);
    await screen.findAllByTestId('inquiry-row');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'new');
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ status: 'new', limit: 25, offset: 0 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), 'chat');
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ status: 'new', source: 'chat', limit: 25, offset: 0 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/inquiries?status=new&source=chat');
    await waitFor(() => expect(screen.getAllByTestId('inquiry-row')).toHaveLength(1));
  });

  it('opens an inquiry in full, marks it read, and marks it replied', async () => {
    const user = userEvent.setup();
    renderInbox('/dashboard/inquiries', [listed({}, ROWS), detailOf(), statusSet('read'), statusSet('replied')]);
    const [first] = await screen.findAllByTestId('inquiry-row');
    await user.click(within(first).getByRole('button'));
    const detail = await screen.findByRole('dialog', { name: 'Sophal Meas' });
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/inquiries?id=i3');
    expect(within(detail).getByText('Do you build Telegram bots for hotels?')).toBeInTheDocument();
    // The whole inquiry (the chat's answer too) arrives after the dialog opens (asked by id).
    expect(await within(detail).findByText("I'm sorry, I don't know the answer to that.")).toBeInTheDocument();
    // A phone only: a call link, no e-mail reply.
    expect(within(detail).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:012345678');
    expect(within(detail).queryByRole('link', { name: 'Reply by e-mail' })).toBeNull();
    // Opening a new inquiry reads it.
    await waitFor(() => expect(within(detail).getByText('Read by admin@example.com, now')).toBeInTheDocument());
    await user.click(within(detail).getByRole('button', { name: 'Mark as replied' }));
    await waitFor(() => expect(within(detail).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument());
    // The clicked button is gone with the status it set: focus stays in the dialog (Escape still closes it).
    await waitFor(() => expect(detail).toContainElement(document.activeElement as HTMLElement));
    expect(sentVariables(UpdateContactSubmissionStatusDocument)).toEqual([
      { id: 'i3', status: 'read' },
      { id: 'i3', status: 'replied' },
    ]);
    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/inquiries$/);
    expect(screen.getAllByTestId('inquiry-row')[0]).toHaveTextContent('Replied');
  });

  it('opens the inquiry an alert links to (?id=), and says so when it does not exist', async () => {
    const view = renderInbox('/dashboard/inquiries?id=i3', [listed({}, ROWS), detailOf(), statusSet('read')]);
    expect(await screen.findByRole('dialog', { name: 'Sophal Meas' })).toBeInTheDocument();
    view.unmount();
    renderInbox('/dashboard/inquiries?id=gone', [
      listed({}, ROWS),
      mockOperation(
        ContactSubmissionDocument,
        { id: 'gone' },
        graphQLError({ code: 'NOT_FOUND', message: 'There is no such contact submission.' }),
      ),
    ]);
    const missing = await screen.findByRole('dialog', { name: 'Not found' });
    expect(await within(missing).findByText('There is no such contact submission.')).toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    const user = userEvent.setup();
    renderInbox('/dashboard/inquiries', [listed({}, ROWS, 60), listed({}, ROWS, 60, { offset: 25 })]);
    expect(await screen.findByText('1–25 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ limit: 25, offset: 25 }));
    expect(await screen.findByText('26–50 of 60')).toBeInTheDocument();
  });

  it('speaks Khmer under /km, and shows Access Denied to staff without the admin role', async () => {
    renderInbox('/km/dashboard/inquiries', [
      mockOperation(
        ContactSubmissionsDocument,
        { limit: 25, offset: 0 },
        graphQLError({ code: 'FORBIDDEN', message: 'Access Denied' }),
      ),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'ប្រអប់សារ' })).toBeInTheDocument();
    expect(await screen.findByText('បដិសេធការចូលប្រើ')).toBeInTheDocument();
  });

  it('says the list could not be loaded, with a retry that asks again', async () => {
    const user = userEvent.setup();
    renderInbox('/dashboard/inquiries', [
      mockOperation(
        ContactSubmissionsDocument,
        { limit: 25, offset: 0 },
        graphQLError({ code: 'UNAVAILABLE', message: 'The database is not answering.' }),
      ),
      listed({}, ROWS),
    ]);
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('inquiry-row')).toHaveLength(2);
  });

  it('finds a Khmer inquiry by a Khmer word', async () => {
    const user = userEvent.setup();
    renderInbox('/km/dashboard/inquiries', [listed({}, ROWS), listed({ search: 'ទេសចរណ៍' }, [ROWS[1]])]);
    await screen.findAllByTestId('inquiry-row');
    await user.type(screen.getByRole('searchbox', { name: 'ស្វែងរកឈ្មោះ អ៊ីមែល លេខទូរស័ព្ទ ឬសារ' }), 'ទេសចរណ៍');
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ search: 'ទេសចរណ៍', limit: 25, offset: 0 }));
    await waitFor(() => expect(screen.getAllByTestId('inquiry-row')).toHaveLength(1));
  });
});
