import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { BookableDaysDocument } from '../../../gql/graphql';
import { holdAnswers, mockOperation } from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import { useSlotPicker } from '../hooks/useSlotPicker';
import { SlotPicker } from './SlotPicker';

const PP = 'Asia/Phnom_Penh';

function Picker() {
  return <SlotPicker picker={useSlotPicker(PP)} idPrefix="test" />;
}

const freeDays = (month: string, days: string[]) =>
  mockOperation(
    BookableDaysDocument,
    { month, timezone: PP, duration: 60 },
    { data: { bookableDays: { days: days.map((day) => `${month}-${day}`) } } },
  );

describe('the slot picker', () => {
  // Monday 1 March 2027, 10:00 in Cambodia (only Date is faked).
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2027-03-01T03:00:00.000Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the next month loading until its free days are in, then only those to choose', async () => {
    renderAt('/booking', <Picker />, { mocks: [freeDays('2027-03', ['02', '03']), freeDays('2027-04', ['06'])] });
    expect(await screen.findByRole('gridcell', { name: '2' })).toBeEnabled();
    const release = holdAnswers();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    });
    // April, its days not in yet: nothing to choose (March's 2nd was). (That the month changes in the
    // tap's own render, before the deferred one, act cannot show: it flushes both; e2e pickDate relies on it.)
    expect(screen.getByRole('grid')).toHaveAccessibleName('1. Choose a date April 2027');
    expect(screen.queryAllByRole('gridcell')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the free days of the month...');
    await act(async () => release());
    expect(await screen.findByRole('gridcell', { name: '6' })).toBeEnabled();
    expect(screen.getByRole('gridcell', { name: '2' })).toBeDisabled();
  });
});
