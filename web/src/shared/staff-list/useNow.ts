import { useEffect, useState } from 'react';

/**
 * The time, again every `everyMs` (a minute by default): lists that say "5 minutes ago" keep saying
 * the truth while they stay open, not what was true when they were drawn.
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
