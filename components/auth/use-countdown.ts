'use client';
import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that can be restarted (the OTP resend timer). */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  const [runId, setRunId] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      setLeft((l) => {
        if (l <= 1) clearInterval(timer);
        return Math.max(0, l - 1);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, runId]);
  const restart = useCallback(() => {
    setLeft(seconds);
    setRunId((r) => r + 1);
  }, [seconds]);
  return { left, restart };
}
