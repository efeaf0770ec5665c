import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { formatRelative } from './time';
import { useNow } from './useNow';

function Ago({ at }: { at: Date }) {
  const now = useNow();
  return <time data-testid="ago">{formatRelative(at, 'km', now)}</time>;
}

describe('useNow', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('keeps "how long ago" true while a list stays open: a minute later it says a minute more', () => {
    jest.useFakeTimers({ now: new Date('2027-03-03T09:10:00Z') });
    render(<Ago at={new Date('2027-03-03T09:01:00Z')} />);
    expect(screen.getByTestId('ago')).toHaveTextContent('៩ នាទីមុន');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByTestId('ago')).toHaveTextContent('១០ នាទីមុន');
    act(() => jest.advanceTimersByTime(3 * 60_000));
    expect(screen.getByTestId('ago')).toHaveTextContent('១៣ នាទីមុន');
  });
});
