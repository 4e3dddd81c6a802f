'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { onAuthFailure } from '@/services/http';
import { loadSession } from './auth-slice';
import { loadStoredLocation } from './location-slice';
import { sessionCleared } from './shared-actions';
import { makeStore, type RootState } from './store';

type Props = { children: ReactNode; preloadedState?: Partial<RootState> };

/**
 * One store per mounted tree, created on first render. Browser storage is read
 * after mount (it does not exist on the server, and reading it during render
 * would make the first client render differ from the server HTML).
 */
export function StoreProvider({ children, preloadedState }: Props) {
  const [store] = useState(() => makeStore(preloadedState));

  useEffect(() => {
    store.dispatch(loadSession());
    // Detail pages dispatch loadStoredLocation(id) themselves to use the URL's city.
    store.dispatch(loadStoredLocation());
    // The http layer already wiped storage; the store follows.
    return onAuthFailure(() => store.dispatch(sessionCleared()));
  }, [store]);

  return <Provider store={store}>{children}</Provider>;
}

export default StoreProvider;
