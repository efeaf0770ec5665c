import type { Language } from '@site/common';
import { authorize, CROSS_ORIGIN_REFUSED, type Access, type SessionUser } from './access.js';
import { AppError } from './errors.js';
import type { Logger } from './logger.js';

/**
 * Who asks, whichever door the request came through (GraphQL over HTTP or WebSocket, the REST
 * facade): what services need to know about the request behind a call.
 */
export interface Caller {
  /** The client's address (behind TRUST_PROXY), for rate limits. */
  ip: string;
  /** The request's language: messages and errors are written in it. */
  language: Language;
  /** The signed-in staff member, when the request carries a session. */
  user?: SessionUser;
  log: Logger;
  /** Aborted when the client goes away (a REST request closed, a subscription ended). */
  signal?: AbortSignal;
  /**
   * A browser page of another origin sent it (a partner's page, another port of this host): set by
   * every door (http/same-origin.ts's requestSource); `perform` refuses it a site-only operation.
   */
  fromOtherSite?: boolean;
}

/** A caller an operation of access 'staff' or 'admin' runs for: signed in. */
export interface StaffCaller extends Caller {
  user: SessionUser;
}

/**
 * One thing the api does (submit an inquiry, list the orders), declared once with who may run it.
 * The GraphQL resolver and the REST route of the same thing both `perform` it, so both doors share
 * its access rule, its validation (in the service it calls) and its errors (AppError, mapped once per
 * door).
 */
export interface Operation<Input, Output> {
  readonly name: string;
  readonly access: Access;
  /** Only this site's own pages (or a client that is no browser) may run it: a capability link's changes. */
  readonly siteOnly?: boolean;
  readonly run: (input: Input, caller: StaffCaller) => Promise<Output> | Output;
}

/**
 * `operation`, for this site's own pages only: a page of another origin (a partner's, with CORS) is
 * refused with 403, on every door, as the REST routes' same-origin guard does.
 */
export function siteOnly<Input, Output>(operation: Operation<Input, Output>): Operation<Input, Output> {
  return { ...operation, siteOnly: true };
}

/** An operation anyone may run. */
export function publicOperation<Input, Output>(
  name: string,
  run: (input: Input, caller: Caller) => Promise<Output> | Output,
): Operation<Input, Output> {
  return { name, access: 'public', run };
}

/** An operation for any signed-in staff member. */
export function staffOperation<Input, Output>(
  name: string,
  run: (input: Input, caller: StaffCaller) => Promise<Output> | Output,
): Operation<Input, Output> {
  return { name, access: 'staff', run };
}

/** An operation for admins only. */
export function adminOperation<Input, Output>(
  name: string,
  run: (input: Input, caller: StaffCaller) => Promise<Output> | Output,
): Operation<Input, Output> {
  return { name, access: 'admin', run };
}

/** Runs `operation` for `caller` after its access check (401/403 as AppError otherwise). */
export async function perform<Input, Output>(
  operation: Operation<Input, Output>,
  input: Input,
  caller: Caller,
): Promise<Output> {
  authorize(operation.access, caller.user);
  if (operation.siteOnly && caller.fromOtherSite) throw new AppError('FORBIDDEN', CROSS_ORIGIN_REFUSED);
  return operation.run(input, caller as StaffCaller);
}
