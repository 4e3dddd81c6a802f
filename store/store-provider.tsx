'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { onAuthFailure } from '@/services/http';
import { loadSession } from './auth-slice';
import { loadStoredLocation } from './location-slice';
import { sessionCleared } from './shared-actions';
import { makeStore, type AppStore, type RootState } from './store';

type Props = { children: ReactNode; preloadedState?: Partial<RootState> };

/**
 * One store per mounted tree, created on first render. Browser storage is read
 * after mount (it does not exist on the server, and reading it during render
 * would make the first client render differ from the server HTML).
 */
export function StoreProvider({ children, preloadedState }: Props) {
  const storeRef = useRef<AppStore | null>(null);
  if (!storeRef.current) storeRef.current = makeStore(preloadedState);

  useEffect(() => {
    const store = storeRef.current!;
    store.dispatch(loadSession());
    // Detail pages dispatch loadStoredLocation(id) themselves to use the URL's city.
    store.dispatch(loadStoredLocation());
    // The http layer already wiped storage; the store follows.
    return onAuthFailure(() => store.dispatch(sessionCleared()));
  }, []);

  return <Provider store={storeRef.current}>{children}</Provider>;
}

export default StoreProvider;
