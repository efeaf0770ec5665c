import { useSubscription } from '@apollo/client/react';
import { StaffActivityDocument, type StaffActivitySubscription } from '../../gql/graphql';

export type StaffActivityEvent = StaffActivitySubscription['staffActivity'];
export type StaffActivityKind = StaffActivityEvent['kind'];

/**
 * Calls `onEvent` for each new inquiry, chat lead, booking made, moved or cancelled, paid order and
 * confirmed subscription, as it happens on any instance (the `staffActivity` subscription over the
 * page's one GraphQL WebSocket): open staff pages read their lists and figures afresh instead of
 * polling. Staff without the admin role are refused it; their pages show Access Denied anyway.
 */
export function useStaffActivity(onEvent: (event: StaffActivityEvent) => void, { skip = false } = {}): void {
  useSubscription(StaffActivityDocument, {
    skip,
    ignoreResults: true,
    onData: ({ data }) => {
      if (data.data) onEvent(data.data.staffActivity);
    },
    // A refusal or a lost socket: the page keeps what it shows (Refresh still asks).
    onError: () => undefined,
  });
}
