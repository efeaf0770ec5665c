import { serverRefusal } from '../../app/graphql-errors';

/** Codes that say the server failed rather than refused: their message is no help to staff. */
const SERVER_FAULTS = new Set(['INTERNAL_SERVER_ERROR', 'BAD_GATEWAY', 'UNAVAILABLE']);

/**
 * What a toast says about a refused staff action: the api's reason when it refused it (already
 * cancelled, the time taken meanwhile…), else the caller's own text (the server failed, offline).
 */
export function refusalText(error: unknown, fallback: string): string {
  const refusal = serverRefusal(error);
  return refusal?.message && refusal.code && !SERVER_FAULTS.has(refusal.code) ? refusal.message : fallback;
}
