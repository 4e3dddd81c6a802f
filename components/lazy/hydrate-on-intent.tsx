'use client';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';

// An island whose code stays out of the page's first-load JavaScript yet whose
// HTML is there from the first paint: the server renders it in full, and on the
// client its lazy component waits for the visitor to reach for it (pointer or
// focus inside, or a click). Until then React keeps the server's HTML as it is
// (a dehydrated Suspense boundary), so nothing moves when it comes alive.

const EVENTS = ['pointerover', 'focusin', 'click'];

type Options = {
  /** Also load when the browser is next idle, if this media query matches (where the island is on screen). */
  idleMedia?: string;
  className?: string;
};

export function hydrateOnIntent<P extends object>(load: () => Promise<ComponentType<P>>, options: Options = {}): ComponentType<P> {
  let wake: () => void = () => undefined;
  const intent: Promise<void> = typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => { wake = resolve; });
  const withLive = (Component: ComponentType<P>) => {
    function Live({ onLive, ...props }: P & { onLive: () => void }) {
      // Once, when hydrated: the island's callback is fixed for its life.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      useEffect(() => onLive(), []);
      return <Component {...(props as P)} />;
    }
    return { default: Live };
  };
  type Loaded = ReturnType<typeof withLive>;
  // On the server the code is asked for at once, and once it is there the lazy
  // component gets a thenable that answers synchronously: the island's HTML is
  // then rendered in place, not streamed after the page (which a slow network
  // would paint late, moving the cards).
  let onServer: Loaded | null = null;
  const serverReady = typeof window === 'undefined' ? load().then((c) => (onServer = withLive(c))) : null;
  const Lazy = lazy(() => (serverReady
    ? ({ then: (ok: (m: Loaded) => void, fail: (e: unknown) => void) => (onServer ? ok(onServer) : serverReady.then(ok, fail)) } as unknown as Promise<Loaded>)
    : intent.then(load).then(withLive)));

  function Island(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const live = useRef(false);
    const held = useRef<HTMLElement | null>(null);
    useEffect(() => {
      const el = box.current;
      if (!el) return;
      // Rendered on the client (a client navigation, a "Load more" page): no
      // server HTML to keep, and nothing to reach for, so load at once.
      if (!el.firstElementChild) wake();
      // Listening on window, capturing: React stops events aimed into a
      // boundary it has not hydrated yet at its root, so the island never hears
      // them. A click before the code arrives would toggle the server's inputs
      // without React knowing: it is held and replayed on the same element once
      // live (hydration keeps the DOM nodes).
      const on = (e: Event) => {
        if (!(e.target instanceof HTMLElement) || !el.contains(e.target)) return;
        if (e.type === 'click' && !live.current) {
          e.preventDefault();
          e.stopPropagation();
          held.current = e.target;
        }
        wake();
      };
      EVENTS.forEach((t) => window.addEventListener(t, on, true));
      // The browser's next quiet moment; Safari has no requestIdleCallback.
      if (options.idleMedia && window.matchMedia(options.idleMedia).matches) (window.requestIdleCallback ?? setTimeout)(wake);
      return () => EVENTS.forEach((t) => window.removeEventListener(t, on, true));
    }, []);
    const onLive = () => {
      live.current = true;
      const target = held.current;
      held.current = null;
      target?.click();
    };
    return (
      <div ref={box} className={options.className}>
        <Suspense fallback={null}>
          <Lazy {...props} onLive={onLive} />
        </Suspense>
      </div>
    );
  }
  return Island;
}
