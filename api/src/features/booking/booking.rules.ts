import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { Booking } from './booking.entity.js';
import { SLOT_TAKEN } from './booking.messages.js';

export type CancelOutcome = 'ask' | 'cancelled' | 'already-cancelled' | 'past' | 'too-late' | 'invalid';

const EXCLUSION_VIOLATION = '23P01';
const DEADLOCK_DETECTED = '40P01';

/** A booking that cannot be cancelled at all: already cancelled, or already started. */
export function cancelState(booking: Booking, now: Date): CancelOutcome | undefined {
  if (booking.status === 'cancelled') return 'already-cancelled';
  if (booking.startsAt <= now) return 'past';
  return undefined;
}

/** Online changes (move, cancel) end `noticeHours` before the meeting; a person handles later ones. */
export function changeState(booking: Booking, now: Date, noticeHours: number): 'past' | 'too-late' | undefined {
  const left = booking.startsAt.getTime() - now.getTime();
  if (left <= 0) return 'past';
  if (left < noticeHours * 3600_000) return 'too-late';
  return undefined;
}

/**
 * Runs a booking write. Should two transactions still deadlock (PostgreSQL aborts one), it is tried
 * again: it finds the slot taken (409) or gets it. The exclusion constraint's refusal is a 409.
 */
export async function retryingConflicts<T>(log: Logger, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === EXCLUSION_VIOLATION) throw new AppError('CONFLICT', SLOT_TAKEN);
      if (code !== DEADLOCK_DETECTED || attempt === 3) throw error;
      log.info({ feature: 'booking', attempt }, 'booking deadlocked with a concurrent one: trying again');
    }
  }
}
