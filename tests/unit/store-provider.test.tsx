// @vitest-environment jsdom
import { describe, expect, it, beforeEach } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setItem } from '@/lib/storage';
import { makeStore } from '@/store/store';
import { StoreProvider } from '@/store/store-provider';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { setShow } from '@/store/list-slice';

beforeEach(() => localStorage.clear());

function Probe() {
  const show = useAppSelector((s) => s.list.show);
  const city = useAppSelector((s) => s.location.data.city);
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return (
    <button onClick={() => dispatch(setShow(!show))}>
      {`${show}|${city}|${loggedIn}|${typeof store.getState}`}
    </button>
  );
}

describe('store', () => {
  it('makeStore returns a fresh store each time', () => {
    const a = makeStore();
    const b = makeStore();
    a.dispatch(setShow(true));
    expect(a.getState().list.show).toBe(true);
    expect(b.getState().list.show).toBe(false);
  });

  it('provider keeps one store across renders, takes preloaded state and loads storage after mount', () => {
    setItem('accessToken', 't');
    setItem('city_name', 'Pune');
    const pre = { list: { ...makeStore().getState().list, show: true } };
    const { rerender } = render(<StoreProvider preloadedState={pre}><Probe /></StoreProvider>);
    expect(screen.getByRole('button').textContent).toBe('true|Pune|true|function');
    act(() => screen.getByRole('button').click());
    rerender(<StoreProvider preloadedState={pre}><Probe /></StoreProvider>);
    expect(screen.getByRole('button').textContent).toBe('false|Pune|true|function');
  });
});
