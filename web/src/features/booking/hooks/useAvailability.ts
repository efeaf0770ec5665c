import { useCallback, useEffect, useState } from 'react';

export type AvailabilityState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message?: string }
  | { status: 'ready'; timeSlots: string[] };

type Answer = Exclude<AvailabilityState, { status: 'idle' } | { status: 'loading' }>;

/**
 * GET /api/booking/availability for the chosen date (SPEC §7): asked whenever the date (or the
 * duration) changes, never retried by itself; `reload` asks again (after a failure or a 409).
 */
export function useAvailability(date: string | null, timeZone: string, duration: number) {
  const [generation, setGeneration] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; answer: Answer } | null>(null);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const key = date ? `${date}|${timeZone}|${duration}|${generation}` : null;

  useEffect(() => {
    if (!date || !key) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ date, timezone: timeZone, duration: String(duration) });
    fetch(`/api/booking/availability?${query}`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => undefined)) as
          { timeSlots?: unknown; message?: unknown } | undefined;
        if (!response.ok || !Array.isArray(body?.timeSlots)) {
          const message = typeof body?.message === 'string' ? body.message : undefined;
          setAnswer({ key, answer: { status: 'error', message } });
          return;
        }
        const timeSlots = body.timeSlots.filter((slot): slot is string => typeof slot === 'string');
        setAnswer({ key, answer: { status: 'ready', timeSlots } });
      })
      .catch((error: unknown) => {
        if ((error as { name?: string }).name !== 'AbortError') setAnswer({ key, answer: { status: 'error' } });
      });
    return () => controller.abort();
  }, [date, timeZone, duration, key]);

  const state: AvailabilityState = !key
    ? { status: 'idle' }
    : answer?.key === key
      ? answer.answer
      : { status: 'loading' };
  return { state, reload };
}
