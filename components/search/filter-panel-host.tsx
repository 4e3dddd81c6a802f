'use client';
import { lazy, Suspense, useEffect, useRef, type ComponentProps } from 'react';
import type { FilterPanel } from './filter-panel';

// The desktop panel is server-rendered in full, but its code (the fields, the
// live count, the search-route writer) stays out of the page's first-load
// JavaScript: on the client the lazy component below waits for the visitor to
// reach for the panel (pointer or focus inside it). Until then React keeps the
// server's HTML as it is (a dehydrated Suspense boundary), so the panel is on
// screen from the first paint and nothing moves when it comes alive. Phones,
// where the panel is not shown, never load it.

let wake: () => void = () => undefined;
const intent: Promise<void> = typeof window === 'undefined'
  ? Promise.resolve()
  : new Promise((resolve) => { wake = resolve; });
const LazyPanel = lazy(() => intent.then(() => import('./filter-panel')).then((m) => ({ default: m.FilterPanel })));

// The first panel of a page load hydrates server HTML; a later one (a client
// navigation to another search) has no HTML to keep, so it loads at once.
let mountedBefore = false;

type Props = ComponentProps<typeof FilterPanel>;

export function FilterPanelHost(props: Props) {
  const box = useRef<HTMLDivElement>(null);
  if (mountedBefore) wake();
  useEffect(() => {
    mountedBefore = true;
    const el = box.current;
    if (!el) return;
    const go = () => wake();
    el.addEventListener('pointerover', go, { once: true });
    el.addEventListener('focusin', go, { once: true });
    return () => {
      el.removeEventListener('pointerover', go);
      el.removeEventListener('focusin', go);
    };
  }, []);
  return (
    <div ref={box}>
      <Suspense fallback={null}>
        <LazyPanel {...props} />
      </Suspense>
    </div>
  );
}
