import { useEffect, useSyncExternalStore } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { SIGNED_IN_COOKIE } from '@site/common';
import { MeDocument, type MeQuery } from '../../../gql/graphql';

/** The signed-in staff member as `me` answers: the User of SPEC §3 plus its id, picture and role. */
export type AuthUser = NonNullable<MeQuery['me']>;

export type AuthState = { status: 'loading' } | { status: 'anonymous' } | { status: 'authenticated'; user: AuthUser };

/**
 * Whether the browser holds the signed-in marker the server sets beside its session cookie (see
 * SIGNED_IN_COOKIE in common/). Without it there is no session to ask about.
 */
export function hasSignedInMarker(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

const noSubscription = () => () => undefined;
/** Unknown (undefined) while prerendering and hydrating: the prerendered HTML shows the neutral state. */
const markerOnServer = (): boolean | undefined => undefined;
const markerInBrowser = (): boolean | undefined => hasSignedInMarker();

/**
 * Whether the browser holds the signed-in marker: undefined while prerendering and hydrating (as in
 * useAuthUser), then true or false.
 */
export function useSignedInMarker(): boolean | undefined {
  return useSyncExternalStore(noSubscription, markerInBrowser, markerOnServer);
}

/** The clients (one per page load) whose `me` failed: never asked again (SPEC §4: fetched once, no retry). */
const failedOn = new WeakSet<ApolloClient>();

/**
 * The visitor's sign-in state (SPEC §4): the `me` query, once per page load (cache-first: every later
 * header, guard or page reads the page's cache; simultaneous askers share one request) and never
 * retried: a null `me`, a refusal or no answer at all mean anonymous. A visitor without the signed-in
 * marker is anonymous without a request, so anonymous page views send nothing. Starts as 'loading' on
 * the server and during hydration, so the prerendered HTML (neutral state) and the first client render
 * agree.
 */
export function useAuthUser(): AuthState {
  const client = useApolloClient();
  const marker = useSignedInMarker();
  const ask = marker === true && !failedOn.has(client);
  const { data, error } = useQuery(MeDocument, { skip: !ask, fetchPolicy: 'cache-first' });
  useEffect(() => {
    if (error) failedOn.add(client);
  }, [client, error]);

  if (marker === undefined) return { status: 'loading' };
  if (!marker || error || failedOn.has(client)) return { status: 'anonymous' };
  if (!data) return { status: 'loading' };
  return data.me ? { status: 'authenticated', user: data.me } : { status: 'anonymous' };
}
