import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchResponse, type MockResponse } from '../../../test/fetch';
import { LocationProbe, renderAt } from '../../../test/render';
import InquiriesPage from './InquiriesPage';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const ROWS = [
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
const DETAIL = {
  ...ROWS[0],
  transcript: [
    { role: 'user', content: 'Do you build Telegram bots?' },
    { role: 'assistant', content: "I'm sorry, I don't know the answer to that." },
  ],
  statusChangedAt: null,
  statusChangedBy: null,
};

let fetchMock: jest.Mock<(url: string, init?: RequestInit) => Promise<ReturnType<typeof fetchResponse>>>;
let answer: (url: string, init?: RequestInit) => MockResponse;
const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => url)
    .filter((url) => url.startsWith('/api/admin/contact-submissions?') || url === '/api/admin/contact-submissions');

function renderInbox(path = '/dashboard/inquiries') {
  return renderAt(
    path,
    <>
      <InquiriesPage routeId="inquiries" />
      <LocationProbe />
    </>,
  );
}

beforeEach(() => {
  let stored: Record<string, unknown> = { ...DETAIL };
  answer = (url, init) => {
    const path = url.split('?')[0];
    if (path === '/api/admin/contact-submissions')
      return { status: 200, body: ROWS, headers: { 'X-Total-Count': String(ROWS.length) } };
    if (path === '/api/admin/contact-submissions/i3' && init?.method === 'PATCH') {
      const { status } = JSON.parse(String(init.body)) as { status: string };
      stored = {
        ...stored,
        status,
        statusChangedAt: new Date().toISOString(),
        statusChangedBy: 'admin@example.com',
      };
      return { status: 200, body: stored };
    }
    if (path === '/api/admin/contact-submissions/i3') return { status: 200, body: stored };
    return { status: 404, body: { message: 'There is no such contact submission.' } };
  };
  fetchMock = jest.fn(async (url: string, init?: RequestInit) => fetchResponse(answer(url, init)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

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
    expect(rows[1]).toHaveTextContent('SEO & Digital Marketing');
    expect(screen.getByText('Inquiries: 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/contact-submissions?format=csv',
    );
  });

  it('finds an inquiry by a word of its message once typing pauses, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderInbox();
    await screen.findAllByTestId('inquiry-row');
    answer = (url) =>
      url.includes('q=')
        ? decodeURIComponent(url).includes('q=telegram')
          ? { status: 200, body: [ROWS[0]], headers: { 'X-Total-Count': '1' } }
          : { status: 200, body: [], headers: { 'X-Total-Count': '0' } }
        : { status: 200, body: ROWS, headers: { 'X-Total-Count': '2' } };
    await user.type(screen.getByRole('searchbox', { name: 'Search name, e-mail, phone or message' }), 'telegram');
    await waitFor(() => expect(screen.getAllByTestId('inquiry-row')).toHaveLength(1));
    // One request for the whole word, not one per key.
    expect(listCalls().at(-1)).toBe('/api/admin/contact-submissions?q=telegram&limit=25');
    expect(listCalls().filter((url) => url.includes('q='))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/contact-submissions?format=csv&q=telegram',
    );
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nothing');
    expect(await screen.findByText(/Nothing matches your search\./)).toBeInTheDocument();
  });

  it('filters by status and source, kept in the address', async () => {
    const user = userEvent.setup();
    renderInbox();
    await screen.findAllByTestId('inquiry-row');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'new');
    await waitFor(() => expect(listCalls().at(-1)).toBe('/api/admin/contact-submissions?status=new&limit=25'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), 'chat');
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe('/api/admin/contact-submissions?status=new&source=chat&limit=25'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/inquiries?status=new&source=chat');
  });

  it('opens an inquiry in full, marks it read, and marks it replied', async () => {
    const user = userEvent.setup();
    renderInbox();
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
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => init?.body);
    expect(patches).toEqual([JSON.stringify({ status: 'read' }), JSON.stringify({ status: 'replied' })]);
    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/inquiries$/);
    expect(screen.getAllByTestId('inquiry-row')[0]).toHaveTextContent('Replied');
  });

  it('opens the inquiry an alert links to (?id=), and says so when it does not exist', async () => {
    const view = renderInbox('/dashboard/inquiries?id=i3');
    expect(await screen.findByRole('dialog', { name: 'Sophal Meas' })).toBeInTheDocument();
    view.unmount();
    renderInbox('/dashboard/inquiries?id=gone');
    const missing = await screen.findByRole('dialog', { name: 'Not found' });
    expect(await within(missing).findByText('There is no such contact submission.')).toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    const user = userEvent.setup();
    answer = () => ({ status: 200, body: ROWS, headers: { 'X-Total-Count': '60' } });
    renderInbox();
    expect(await screen.findByText('1–25 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls().at(-1)).toBe('/api/admin/contact-submissions?limit=25&offset=25'));
    expect(await screen.findByText('26–50 of 60')).toBeInTheDocument();
  });

  it('speaks Khmer under /km, and shows Access Denied to staff without the admin role', async () => {
    answer = () => ({ status: 403, body: { message: 'Access Denied' } });
    renderInbox('/km/dashboard/inquiries');
    expect(screen.getByRole('heading', { level: 1, name: 'ប្រអប់សារ' })).toBeInTheDocument();
    expect(await screen.findByText('បដិសេធការចូលប្រើ')).toBeInTheDocument();
  });

  it('finds a Khmer inquiry by a Khmer word', async () => {
    const user = userEvent.setup();
    renderAt('/km/dashboard/inquiries', <InquiriesPage routeId="inquiries" />);
    await screen.findAllByTestId('inquiry-row');
    await user.type(screen.getByRole('searchbox', { name: 'ស្វែងរកឈ្មោះ អ៊ីមែល លេខទូរស័ព្ទ ឬសារ' }), 'ទេសចរណ៍');
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe(`/api/admin/contact-submissions?q=${encodeURIComponent('ទេសចរណ៍')}&limit=25`),
    );
  });
});
