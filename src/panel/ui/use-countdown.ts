import { useEffect, useState } from 'react';

/** Seconds left until `seconds` from the moment it was set; ticks once a second, stops at zero. */
export function useCountdown(seconds: number, resetKey: unknown): number {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey restarts the countdown on purpose.
  useEffect(() => {
    setDeadline(Date.now() + seconds * 1000);
    setLeft(seconds);
  }, [seconds, resetKey]);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000))), 1000);
    return () => clearTimeout(timer);
  }, [left, deadline]);
  return left;
}
