import { useEffect, useState } from 'react';

/** Seconds left until `until` (ISO), 0 once past; ticks every second while any are left. */
export function useCountdown(until: string): number {
  const end = new Date(until).getTime();
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((end - now) / 1000));
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return seconds;
}

/** 14:05 */
export const clock = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
