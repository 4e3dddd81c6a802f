'use client';
import { useEffect, useState, type ComponentType } from 'react';

// Loaded components by loader, so a remount (a new key) shows them at once.
const loaded = new Map<() => Promise<unknown>, ComponentType<never>>();

/**
 * The component `load` resolves to, imported once `wanted` turns true; null
 * until then. Unlike React.lazy under Suspense, whatever stands in for it stays
 * the same element while the code loads, so focus and typed text survive.
 */
export function useLazyComponent<P extends object>(wanted: boolean, load: () => Promise<ComponentType<P>>) {
  const [component, setComponent] = useState(() => (loaded.get(load) as ComponentType<P> | undefined) ?? null);
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    void load().then((c) => {
      loaded.set(load, c as ComponentType<never>);
      if (live) setComponent(() => c);
    });
    return () => { live = false; };
    // `load` is a fixed import for each caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, component]);
  return component;
}
