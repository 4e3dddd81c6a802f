'use client';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads the first time it renders, like next/dynamic
 * with `ssr: false` but on React.lazy alone: next/dynamic brings ~3 kB of its
 * own runtime into every page that uses it. Callers only render it after a
 * client-side event (a dialog opened, a toast asked for), so the server never
 * renders it. It suspends in its own boundary, showing `fallback` (nothing by default) meanwhile.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Lazy = lazy(() => load().then((c) => ({ default: c })));
  function LazyComponent(props: P) {
    return <Suspense fallback={fallback}><Lazy {...props} /></Suspense>;
  }
  return LazyComponent;
}
