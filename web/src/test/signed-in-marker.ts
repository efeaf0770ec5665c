import { SIGNED_IN_COOKIE } from '@site/common';

/** Gives the page the server's signed-in marker cookie (set at sign-in), or takes it away. */
export function setSignedInMarker(present: boolean): void {
  document.cookie = present
    ? `${SIGNED_IN_COOKIE}=1; path=/`
    : `${SIGNED_IN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
