import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../app/toast';
import { AddClosureDocument, ClosuresDocument, RemoveClosureDocument, type ClosuresQuery } from '../../../gql/graphql';
import { Toaster } from '../../../layout/Toaster';
import { graphQLError, mockOperation, sentVariables, type TestApolloOptions } from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import ClosuresPage from './ClosuresPage';

type Mock = NonNullable<TestApolloOptions['mocks']>[number];

const CLOSURES: ClosuresQuery['closures'] = [
  {
    id: 'c1',
    from: '2026-12-29',
    to: '2026-12-29',
    reasonEn: 'Peace Day in Cambodia',
    reasonKm: 'ទិវាសន្តិភាពនៅកម្ពុជា',
    source: 'holiday',
    createdBy: null,
    createdAt: '2026-11-24T00:00:00.000Z',
    bookings: [],
  },
  {
    id: 'c2',
    from: '2027-01-11',
    to: '2027-01-13',
    reasonEn: 'Office move',
    reasonKm: 'ផ្លាស់ប្ដូរការិយាល័យ',
    source: 'staff',
    createdBy: 'admin@example.com',
    createdAt: '2026-11-24T00:00:00.000Z',
    bookings: [
      {
        id: 'b1',
        name: 'Sokha Chan',
        service: 'seo',
        startsAt: '2027-01-12T03:00:00.000Z',
        endsAt: '2027-01-12T04:00:00.000Z',
        timezone: 'America/New_York',
      },
    ],
  },
];

const listed = (closures = CLOSURES): Mock => mockOperation(ClosuresDocument, {}, { data: { closures } });
const INPUT = { from: '2027-01-11', reasonEn: 'Office move', reasonKm: 'ផ្លាស់ប្ដូរការិយាល័យ' };

function open(path = '/dashboard/closures', mocks: Mock[] = [listed()]) {
  renderAt(
    path,
    <>
      <ClosuresPage routeId="closures" />
      <Toaster />
    </>,
    { mocks },
  );
  return userEvent.setup();
}

describe('the staff closures page', () => {
  beforeEach(() => {
    act(() => dismissToast());
  });

  it('lists closures in office dates with their reasons and the bookings each overlaps', async () => {
    open();
    const items = await screen.findAllByTestId('closure');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Tuesday, 29 December 2026');
    expect(items[0]).toHaveTextContent('Public holiday');
    expect(items[1]).toHaveTextContent('Monday, 11 January 2027 – Wednesday, 13 January 2027');
    expect(items[1]).toHaveTextContent('ផ្លាស់ប្ដូរការិយាល័យ');
    expect(items[1]).toHaveTextContent('Bookings on these days (kept): 1');
    // The booking in the office's zone.
    expect(items[1]).toHaveTextContent(
      'Sokha Chan: Tuesday, 12 January 2027, 10:00 AM – 11:00 AM, Cambodia time (GMT+7)',
    );
    expect(screen.getByTestId('closures-zone')).toHaveTextContent('Cambodia time');
  });

  it('removes one only after confirming, then asks for the list again', async () => {
    const user = open('/dashboard/closures', [
      listed(),
      mockOperation(
        RemoveClosureDocument,
        { id: 'c2' },
        { data: { removeClosure: { message: 'The closure is removed: those dates can be booked again.' } } },
      ),
      listed([CLOSURES[0]]),
    ]);
    const items = await screen.findAllByTestId('closure');
    await user.click(within(items[1]).getByRole('button', { name: /Remove the closure of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Open these days again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it closed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentVariables(RemoveClosureDocument)).toEqual([]);
    await user.click(within(items[1]).getByRole('button', { name: /Remove the closure of/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, open these days' }));
    expect(await screen.findByText('The closure is removed: those dates can be booked again.')).toBeInTheDocument();
    expect(sentVariables(RemoveClosureDocument)).toEqual([{ id: 'c2' }]);
    await waitFor(() => expect(screen.getAllByTestId('closure')).toHaveLength(1));
    expect(sentVariables(ClosuresDocument)).toHaveLength(2);
  });

  it('says why removing failed', async () => {
    const user = open('/dashboard/closures', [
      listed(),
      mockOperation(
        RemoveClosureDocument,
        { id: 'c2' },
        graphQLError({ code: 'NOT_FOUND', message: 'There is no such closure.' }),
      ),
    ]);
    const items = await screen.findAllByTestId('closure');
    await user.click(within(items[1]).getByRole('button', { name: /Remove the closure of/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, open these days' }));
    expect(await screen.findByText('There is no such closure.')).toBeInTheDocument();
    expect(screen.getAllByTestId('closure')).toHaveLength(2);
  });

  it('checks the form before sending, in the page’s language, and sends a valid closure', async () => {
    const user = open('/km/dashboard/closures', [
      listed([CLOSURES[0]]),
      mockOperation(AddClosureDocument, (variables) => JSON.stringify(variables.input) === JSON.stringify(INPUT), {
        data: { addClosure: CLOSURES[1] },
      }),
      listed(),
    ]);
    await screen.findAllByTestId('closure');
    await user.click(screen.getByRole('button', { name: 'បន្ថែមថ្ងៃឈប់សម្រាក' }));
    expect(await screen.findAllByText('សូមបំពេញចន្លោះនេះ')).toHaveLength(3);
    expect(sentVariables(AddClosureDocument)).toEqual([]);
    // The focus is on the first field with a problem; typing there takes its problem away.
    const first = screen.getByLabelText(/ថ្ងៃដំបូង/);
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription('សូមបំពេញចន្លោះនេះ');
    await user.type(first, '2027-01-11');
    expect(first).not.toHaveAccessibleDescription('សូមបំពេញចន្លោះនេះ');
    expect(screen.getAllByText('សូមបំពេញចន្លោះនេះ')).toHaveLength(2);
    await user.type(screen.getByLabelText(/មូលហេតុជាភាសាអង់គ្លេស/), 'Office move');
    await user.type(screen.getByLabelText(/មូលហេតុជាភាសាខ្មែរ/), 'ផ្លាស់ប្ដូរការិយាល័យ');
    await user.click(screen.getByRole('button', { name: 'បន្ថែមថ្ងៃឈប់សម្រាក' }));
    // The new closure is listed (the list is asked again) and the form is empty for the next one.
    await waitFor(() => expect(screen.getAllByTestId('closure')).toHaveLength(2));
    expect(sentVariables(AddClosureDocument)).toEqual([{ input: INPUT }]);
    expect(screen.getByLabelText(/មូលហេតុជាភាសាអង់គ្លេស/)).toHaveValue('');
  });

  it("shows the server's field errors under the fields", async () => {
    const user = open('/dashboard/closures', [
      listed(),
      mockOperation(
        AddClosureDocument,
        () => true,
        graphQLError({
          code: 'BAD_USER_INPUT',
          message: 'Please check the dates.',
          fields: { from: 'This day has already passed.' },
        }),
      ),
    ]);
    await screen.findAllByTestId('closure');
    await user.type(screen.getByLabelText(/First day/), '2027-01-11');
    await user.type(screen.getByLabelText(/Reason in English/), 'Office move');
    await user.type(screen.getByLabelText(/Reason in Khmer/), 'ផ្លាស់ប្ដូរការិយាល័យ');
    await user.click(screen.getByRole('button', { name: 'Add the closure' }));
    const from = screen.getByLabelText(/First day/);
    await waitFor(() => expect(from).toHaveAccessibleDescription('This day has already passed.'));
    await waitFor(() => expect(from).toHaveFocus());
    expect(await screen.findByText('Please check the dates.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Reason in English/)).toHaveValue('Office move');
  });

  it('shows Access Denied to staff who are not admins (FORBIDDEN)', async () => {
    open('/dashboard/closures', [
      mockOperation(ClosuresDocument, {}, graphQLError({ code: 'FORBIDDEN', message: 'Forbidden' })),
    ]);
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
