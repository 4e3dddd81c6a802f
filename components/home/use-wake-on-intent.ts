'use client';
import { useEffect, useState } from 'react';

/**
 * True from the first sign that the visitor is about to use a part of the
 * page: the pointer over it, focus inside it, or (on touch screens, which have
 * no hover) the first touch anywhere. Heavy controls load then instead of with
 * the page; spread `intentProps` on the part's container.
 */
export function useWakeOnIntent() {
  const [awake, setAwake] = useState(false);
  useEffect(() => {
    if (awake) return;
    const wake = () => setAwake(true);
    window.addEventListener('touchstart', wake, { passive: true, once: true });
    return () => window.removeEventListener('touchstart', wake);
  }, [awake]);
  const wake = () => { if (!awake) setAwake(true); };
  return { awake, intentProps: { onPointerOver: wake, onFocus: wake } };
}
