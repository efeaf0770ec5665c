import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { whenPageSettles } from './defer';

describe('whenPageSettles', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits a few seconds after the load event, then once more only for idle time, never during the call', () => {
    const first = jest.fn();
    whenPageSettles(first);
    jest.advanceTimersByTime(3999);
    expect(first).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(first).toHaveBeenCalledTimes(1);

    // Settled: a later caller (the footer's office line, once the footer hydrates then) does not wait
    // the delay again, but is still called later, not from within the call.
    const later = jest.fn();
    const cancelLater = whenPageSettles(later);
    expect(later).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(later).toHaveBeenCalledTimes(1);
    cancelLater();

    const cancelled = jest.fn();
    whenPageSettles(cancelled)();
    jest.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
