import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { DEFAULT_BOOKING_DURATION, todayIn } from '@site/common';
import { BookableDaysDocument } from '../../../gql/graphql';
import { useAvailability, type AvailabilityState } from './useAvailability';

export interface SlotPicker {
  timeZone: string;
  duration: number;
  /** yyyy-MM-dd (visitor's zone) or null. */
  date: string | null;
  /** 'HH:mm' (visitor's zone) or null. */
  time: string | null;
  /** The month the calendar shows (yyyy-MM), and its dates with free time (undefined while loading). */
  month: string;
  days: ReadonlySet<string> | undefined;
  daysFailed: boolean;
  availability: AvailabilityState;
  chooseDate: (date: string) => void;
  chooseTime: (time: string | null) => void;
  showMonth: (month: string) => void;
  setDuration: (duration: number) => void;
  /** Clears date and time and asks for the month's free days again (after a booking). */
  reset: () => void;
  /** Asks for the free times and days again (after a failure or a 409). */
  reload: () => void;
}

/**
 * The state of the calendar and the slot grid, shared by the booking page and the manage page: the
 * chosen date and time, the free times of that date and the month's dates with free time, asked with
 * the manage link's `token` so the booking's own time is free for it (and its `fixedDuration`).
 */
export function useSlotPicker(timeZone: string, token?: string, fixedDuration?: number): SlotPicker {
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [chosenDuration, setDurationState] = useState<number>(DEFAULT_BOOKING_DURATION);
  // A booking being moved keeps its length.
  const duration = fixedDuration ?? chosenDuration;
  const [month, setMonth] = useState(() => todayIn(timeZone, new Date()).slice(0, 7));
  const { state: availability, reload: reloadTimes } = useAvailability(date, timeZone, duration, token);
  const days = useQuery(BookableDaysDocument, {
    variables: { month, timezone: timeZone, duration, ...(token ? { token } : {}) },
  });
  // The same set and callback while nothing changed, so the calendar (memoized) does not render again.
  const freeDays = days.loading ? undefined : days.data?.bookableDays.days;
  const daySet = useMemo(() => (freeDays ? new Set(freeDays) : undefined), [freeDays]);
  const chooseDate = useCallback((next: string) => {
    setDate(next);
    setTime(null);
  }, []);
  // Stable callbacks too, so the booking form (memoized) does not render again when the free days
  // or times arrive.
  const setDuration = useCallback((next: number) => {
    setDurationState(next);
    setTime(null);
  }, []);
  // A failure shows in the query's own error (the calendar's retry).
  const { refetch } = days;
  const refetchDays = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  const reset = useCallback(() => {
    setDate(null);
    setTime(null);
    setDurationState(DEFAULT_BOOKING_DURATION);
    refetchDays();
  }, [refetchDays]);
  const reload = useCallback(() => {
    if (date) reloadTimes();
    refetchDays();
  }, [date, reloadTimes, refetchDays]);
  return {
    timeZone,
    duration,
    date,
    time,
    month,
    days: daySet,
    daysFailed: Boolean(days.error),
    availability,
    chooseDate,
    chooseTime: setTime,
    showMonth: setMonth,
    setDuration,
    reset,
    reload,
  };
}
