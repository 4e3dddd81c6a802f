'use client';
import { useCallback, useEffect, useRef } from 'react';
import { clearDraft, saveDraft } from './draft-store';

/** Writes the draft a moment after the last change, and at once when the page is hidden or left. */
export function useDraftWriter<V>(key: string) {
  const pending = useRef<{ step: number; values: V } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const enabled = useRef(true);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current && enabled.current) saveDraft(key, pending.current);
    pending.current = null;
  }, [key]);

  const write = useCallback((step: number, values: V) => {
    pending.current = { step, values };
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, 250);
  }, [flush]);

  const discard = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    clearDraft(key);
  }, [key]);

  /** After a successful post: nothing more is written for this wizard. */
  const finish = useCallback(() => { enabled.current = false; discard(); }, [discard]);

  useEffect(() => {
    const hide = () => { if (document.visibilityState === 'hidden') flush(); };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hide);
    return () => { flush(); window.removeEventListener('pagehide', flush); document.removeEventListener('visibilitychange', hide); };
  }, [flush]);

  return { write, flush, discard, finish };
}
