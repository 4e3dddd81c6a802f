// Shared set-up of the search filter component tests (not a test file itself).
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { http as mock, HttpResponse } from 'msw';
import { makeStore, type RootState } from '@/store/store';

export const BASE = 'http://api.test';
export const ok = (data: unknown, message = 'ok') => HttpResponse.json({ status: 'success', message, data });

/** The router the components see (next/navigation is mocked to return it). */
export const router = { back: vi.fn(), push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), forward: vi.fn() };

export function renderWithStore(ui: ReactElement, preloaded: Partial<RootState> = {}) {
  const store = makeStore(preloaded);
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}

/** Autocomplete answers: Mysuru localities for any text, the city itself for "mys"; bodies are kept. */
export function autocompleteHandler(seen: { city_name: string; search_string: string }[] = []) {
  return mock.post(`${BASE}/api/search/auto-complete/`, async ({ request }) => {
    const body = (await request.json()) as { city_name: string; search_string: string };
    seen.push(body);
    if (body.search_string.startsWith('mys')) return ok({ locality: [], city: [{ city_name: 'Mysuru' }], pages: 1 });
    const names = ['Vijayanagar', 'Gokulam', 'Kuvempunagar', 'Jayalakshmipuram'];
    return ok({ locality: names.map((n) => ({ locality_name: n, city_name: 'Mysuru' })), city: [], pages: 1 });
  });
}

/** Opens the Location menu of `scope`, types `text` and picks the option named `option`. */
export async function pickLocation(user: { type: (el: Element, t: string) => Promise<void>; click: (el: Element) => Promise<void>; clear: (el: Element) => Promise<void> }, scope: HTMLElement, text: string, option: string) {
  const input = within(scope).getByRole('combobox', { name: 'Location' });
  await user.clear(input);
  await user.type(input, text);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}

export const valueOf = (el: HTMLElement) => Number(el.getAttribute('aria-valuenow'));

const KEY_CODES = { ArrowLeft: 37, ArrowRight: 39, Home: 36, End: 35 } as const;
/** rc-slider reads keyCode, which user-event leaves out: press a handle's key `times` times. */
export function pressKey(el: HTMLElement, key: keyof typeof KEY_CODES, times = 1) {
  for (let i = 0; i < times; i++) fireEvent.keyDown(el, { key, keyCode: KEY_CODES[key], which: KEY_CODES[key] });
}

/**
 * The four search-v2 calls answering only a total (the filter buttons' live
 * count); `total` picks it from the body, and every body is kept in `seen`.
 */
export function searchCountHandler(total: (body: Record<string, unknown>, kind: string) => number = () => 214, seen: { kind: string; body: Record<string, unknown> }[] = []) {
  return mock.post(`${BASE}/api/search/:kind`, async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    const kind = String(params.kind).replace(/-property-search-v2$|-search-v2$/, '');
    seen.push({ kind, body });
    const n = total(body, kind);
    return ok({ data: [], ads: [], totalNoOfPages: Math.ceil(n / 20), page: 1, total: Math.min(n, 10_000), totalCapped: n > 10_000 });
  });
}
