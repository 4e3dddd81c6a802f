// @vitest-environment jsdom
import { describe, expect, it, beforeEach } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setItem } from '@/lib/storage';
import { makeStore } from '@/store/store';
import { StoreProvider } from '@/store/store-provider';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { paginateResidential } from '@/store/residential-filter-slice';

beforeEach(() => localStorage.clear());

function Probe() {
  const page = useAppSelector((s) => s.residentialFilter.page);
  const city = useAppSelector((s) => s.location.data.city);
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return (
    <button onClick={() => dispatch(paginateResidential())}>
      {`${page}|${city}|${loggedIn}|${typeof store.getState}`}
    </button>
  );
}

describe('store', () => {
  it('makeStore returns a fresh store each time', () => {
    const a = makeStore();
    const b = makeStore();
    a.dispatch(paginateResidential());
    expect(a.getState().residentialFilter.page).toBe(2);
    expect(b.getState().residentialFilter.page).toBe(1);
  });

  it('provider keeps one store across renders, takes preloaded state and loads storage after mount', () => {
    setItem('accessToken', 't');
    setItem('city_name', 'Pune');
    const pre = { residentialFilter: { ...makeStore().getState().residentialFilter, page: 5 } };
    const { rerender } = render(<StoreProvider preloadedState={pre}><Probe /></StoreProvider>);
    expect(screen.getByRole('button').textContent).toBe('5|Pune|true|function');
    act(() => screen.getByRole('button').click());
    rerender(<StoreProvider preloadedState={pre}><Probe /></StoreProvider>);
    expect(screen.getByRole('button').textContent).toBe('6|Pune|true|function');
  });
});
