'use client';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it renders, like next/dynamic
 * with `ssr: false` but on React.lazy alone: next/dynamic brings ~3 kB of its
 * own runtime into every page that uses it. Callers only render it after a
 * client-side event (a dialog opened, a toast asked for), so the server never
 * renders it. It suspends in its own boundary, showing nothing meanwhile.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((c) => ({ default: c })));
  function LazyComponent(props: P) {
    return <Suspense fallback={null}><Lazy {...props} /></Suspense>;
  }
  return LazyComponent;
}
