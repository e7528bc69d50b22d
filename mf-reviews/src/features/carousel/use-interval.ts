import { useEffect, useRef } from 'react';

/** Calls `callback` every `delayMs` while `delayMs` is a number; null stops it. */
export function useInterval(callback: () => void, delayMs: number | null): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (delayMs === null) return;
    const timer = setInterval(() => latest.current(), delayMs);
    return () => clearInterval(timer);
  }, [delayMs]);
}
