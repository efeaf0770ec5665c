import { useCallback } from 'react';
import { bookingApi } from '@site/common';
import { useApiQuery } from '../../../app/query';

export type AvailabilityState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message?: string }
  | { status: 'ready'; timeSlots: string[] };

/**
 * GET /api/booking/availability for the chosen date (SPEC §7): asked whenever the date (or the
 * duration) changes, never retried by itself; `reload` asks again (after a failure or a 409). A manage
 * link's `token` makes its booking's own time free.
 */
export function useAvailability(date: string | null, timeZone: string, duration: number, token?: string) {
  const query = useApiQuery(
    bookingApi.availability,
    { date: date ?? '', timezone: timeZone, duration, ...(token ? { token } : {}) },
    { enabled: Boolean(date) },
  );
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  let state: AvailabilityState;
  if (!date) state = { status: 'idle' };
  // A reload shows the spinner again, like the first answer.
  else if (query.isFetching || query.isPending) state = { status: 'loading' };
  else if (query.isError || !Array.isArray(query.data?.timeSlots))
    state = { status: 'error', message: query.error?.serverMessage };
  else state = { status: 'ready', timeSlots: query.data.timeSlots.filter((slot) => typeof slot === 'string') };
  return { state, reload };
}
