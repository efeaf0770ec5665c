import { useCallback } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { skipToken, useQuery } from '@apollo/client/react';
import { errorText } from '../../../app/graphql-errors';
import { AvailabilityDocument } from '../../../gql/graphql';

export type AvailabilityState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message?: string }
  | { status: 'ready'; timeSlots: string[] };

/** The api's own words about a refused query (a GraphQL error), not an HTTP failure's status line. */
const apiMessage = (error: unknown) =>
  CombinedGraphQLErrors.is(error) ? errorText(error, '') || undefined : undefined;

/**
 * The `availability` query for the chosen date (SPEC §7): asked whenever the date (or the duration)
 * changes, never retried by itself; `reload` asks again (after a failure or a 409). A manage link's
 * `token` makes its booking's own time free.
 */
export function useAvailability(date: string | null, timeZone: string, duration: number, token?: string) {
  const query = useQuery(
    AvailabilityDocument,
    date ? { variables: { date, timezone: timeZone, duration, ...(token ? { token } : {}) } } : skipToken,
  );
  const { refetch } = query;
  // A failure shows in the query's own error.
  const reload = useCallback(() => void refetch().catch(() => undefined), [refetch]);

  let state: AvailabilityState;
  if (!date) state = { status: 'idle' };
  // A reload shows the spinner again, like the first answer.
  else if (query.loading) state = { status: 'loading' };
  else if (query.error || !query.data) state = { status: 'error', message: apiMessage(query.error) };
  else state = { status: 'ready', timeSlots: query.data.availability.timeSlots };
  return { state, reload };
}
