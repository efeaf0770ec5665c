import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../app/toast';
import {
  AddCalendarDocument,
  CalendarsDocument,
  RemoveCalendarDocument,
  TestCalendarDocument,
  UpdateCalendarDocument,
  type CalendarsQuery,
} from '../../../gql/graphql';
import { Toaster } from '../../../layout/Toaster';
import { graphQLError, mockOperation, sentVariables, type TestApolloOptions } from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import CalendarsPage from './CalendarsPage';

type Mock = NonNullable<TestApolloOptions['mocks']>[number];

const TEAM: CalendarsQuery['calendars'][number] = {
  id: 'cal-1',
  name: 'Team',
  url: 'https://caldav.example.com/team/work/',
  username: 'team',
  writeBookings: true,
  lastSyncAt: '2027-01-12T03:00:00.000Z',
  lastError: null,
  failingSince: null,
  busyCount: 4,
};
const DOWN: CalendarsQuery['calendars'][number] = {
  ...TEAM,
  id: 'cal-2',
  name: 'Sokha',
  writeBookings: false,
  lastError: 'calendar server answered 401',
  failingSince: '2027-01-12T04:00:00.000Z',
};

const listed = (calendars = [TEAM, DOWN]): Mock => mockOperation(CalendarsDocument, {}, { data: { calendars } });

function open(path = '/dashboard/settings/calendars', mocks: Mock[] = [listed()]) {
  renderAt(
    path,
    <>
      <CalendarsPage routeId="calendars" />
      <Toaster />
    </>,
    { mocks },
  );
  return userEvent.setup();
}

describe('the team calendars page', () => {
  beforeEach(() => {
    act(() => dismissToast());
  });

  it('lists each calendar with its last reading in the office’s zone, and the error of one that does not answer', async () => {
    open();
    const items = await screen.findAllByTestId('calendar-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Bookings are written here');
    expect(items[0]).toHaveTextContent('Last read: Tuesday, 12 January 2027, 10:00 AM, Cambodia time (GMT+7)');
    expect(items[0]).toHaveTextContent('busy times known: 4');
    // The office's clock, and this browser's (UTC here) beside it once the page runs in the browser.
    await waitFor(() =>
      expect(within(items[1]).getByTestId('calendar-error')).toHaveTextContent(
        'Not answering since Tuesday, 12 January 2027, 11:00 AM, Cambodia time (GMT+7) (Tuesday, 12 January 2027, 4:00 AM, UTC).',
      ),
    );
    expect(within(items[1]).getByTestId('calendar-error')).toHaveTextContent('calendar server answered 401');
    expect(screen.queryByText(/password/i, { selector: 'li *' })).toBeNull();
  });

  it('shows a loading state, then a refusal for staff who are not admins, in Khmer', async () => {
    open('/km/dashboard/settings/calendars', [
      mockOperation(CalendarsDocument, {}, graphQLError({ code: 'FORBIDDEN', message: 'Access Denied' })),
    ]);
    expect(screen.getByText('កំពុងផ្ទុកប្រតិទិន...')).toBeInTheDocument();
    expect(await screen.findByText('អ្នកមិនមានសិទ្ធិគ្រប់គ្រងប្រតិទិនរបស់ក្រុមការងារទេ។ ត្រូវការសិទ្ធិអ្នកគ្រប់គ្រង។')).toBeInTheDocument();
  });

  it('checks the form in the page’s language, then connects a calendar', async () => {
    const input = {
      name: 'Team',
      url: 'https://caldav.example.com/team/work/',
      username: 'team',
      password: 'app-password',
      writeBookings: true,
    };
    const user = open('/km/dashboard/settings/calendars', [
      listed([]),
      mockOperation(AddCalendarDocument, (variables) => JSON.stringify(variables.input) === JSON.stringify(input), {
        data: { addCalendar: TEAM },
      }),
      listed([TEAM]),
    ]);
    await screen.findByText(/មិនទាន់មានប្រតិទិនណាមួយ/);
    const form = screen.getByRole('form', { name: 'ភ្ជាប់ប្រតិទិន' });
    await user.click(within(form).getByRole('button', { name: 'ភ្ជាប់ប្រតិទិន' }));
    expect(await screen.findAllByText('សូមបំពេញចន្លោះនេះ')).toHaveLength(4);
    await user.type(screen.getByLabelText(/អាសយដ្ឋាន CalDAV/), 'http://caldav.example.com/');
    await user.click(within(form).getByRole('button', { name: 'ភ្ជាប់ប្រតិទិន' }));
    expect(await screen.findByText('សូមផ្ដល់អាសយដ្ឋាន CalDAV របស់ប្រតិទិន ដែលចាប់ផ្ដើមដោយ https://')).toBeInTheDocument();
    expect(sentVariables(AddCalendarDocument)).toEqual([]);
    await user.clear(screen.getByLabelText(/អាសយដ្ឋាន CalDAV/));
    await user.type(screen.getByLabelText(/អាសយដ្ឋាន CalDAV/), input.url);
    await user.type(screen.getByRole('textbox', { name: 'ឈ្មោះ' }), input.name);
    await user.type(screen.getByLabelText(/ឈ្មោះអ្នកប្រើ/), input.username);
    await user.type(screen.getByLabelText(/ពាក្យសម្ងាត់កម្មវិធី/), input.password);
    await user.click(screen.getByLabelText('សរសេរការកក់ចូលក្នុងប្រតិទិននេះ'));
    await user.click(within(form).getByRole('button', { name: 'ភ្ជាប់ប្រតិទិន' }));
    await waitFor(() => expect(screen.getAllByTestId('calendar-item')).toHaveLength(1));
    expect(sentVariables(AddCalendarDocument)).toHaveLength(1);
    expect(screen.getByLabelText(/ពាក្យសម្ងាត់កម្មវិធី/)).toHaveValue('');
  });

  it('edits without the password (kept), tests a connection and disconnects after confirming', async () => {
    const user = open('/dashboard/settings/calendars', [
      listed(),
      mockOperation(
        UpdateCalendarDocument,
        (variables) => variables.id === 'cal-2' && variables.input.password === '' && variables.input.name === 'Sokha',
        { data: { updateCalendar: DOWN } },
      ),
      listed(),
      mockOperation(TestCalendarDocument, { id: 'cal-1' }, { data: { testCalendar: TEAM } }),
      listed(),
      mockOperation(
        RemoveCalendarDocument,
        { id: 'cal-2' },
        { data: { removeCalendar: { message: 'The calendar was disconnected.' } } },
      ),
      listed([TEAM]),
    ]);
    const items = await screen.findAllByTestId('calendar-item');
    await user.click(within(items[1]).getByRole('button', { name: 'Edit Sokha' }));
    expect(screen.getByLabelText(/App password/)).toHaveValue('');
    expect(screen.getByText('Leave empty to keep the stored password.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved, but the calendar did not answer.')).toBeInTheDocument();
    expect(sentVariables(UpdateCalendarDocument)).toHaveLength(1);

    await user.click(within(items[0]).getByRole('button', { name: 'Test connection to Team' }));
    expect(await screen.findByText('The calendar answered.')).toBeInTheDocument();

    await user.click(
      within(screen.getAllByTestId('calendar-item')[1]).getByRole('button', { name: 'Disconnect Sokha' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect this calendar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, disconnect' }));
    expect(await screen.findByText('The calendar was disconnected.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('calendar-item')).toHaveLength(1));
    expect(sentVariables(RemoveCalendarDocument)).toEqual([{ id: 'cal-2' }]);
  });
});
