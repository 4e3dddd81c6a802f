import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/app-error';
import { makeStore } from '@/store/store';
import { listSeeded, searchThunk, setShow, listInitial } from '@/store/list-slice';
import * as searchApi from '@/services/api/search';
import type { Card } from '@/lib/contract';
import type { SearchResult } from '@/services/api/types';

// Search answers carry Cards (lib/contract); the list store reads a property_type when one is there.
const card = (id: number, kind: Card['kind'] = 'property'): Card => ({
  id, kind, ResidentialProject: kind === 'project', title: `Flat ${id}`, group: 'residential', category: 'apartment',
  post_type: 'sale', price: 5_000_000, price_max: null, bedrooms: 2, bedrooms_max: null, bathrooms: 2, area: null,
  locality: 'Gokulam', city: 'Mysuru', posted_by: 'owner', posted_at: '2026-01-01T00:00:00.000Z', image: null, images_count: 0,
  is_featured: false, is_verified: false, furnishing: null, facing: null, gender: null, room_types: null, url: `/p/${id}`,
});
const page = (ids: number[], p = 1): SearchResult => ({
  data: ids.map((id) => Object.assign(card(id), { property_type: 'apartment' })), ads: [], totalNoOfPages: 4, page: p,
  total: 80, totalCapped: false,
});
const ok = (r: SearchResult) => ({ status: 'success' as const, message: '', data: r });
const next = (p = 2) => ({ kind: 'residential' as const, body: { page: p, limit: 20 } });
const seed = (ids: number[], key = 'a') => listSeeded({ key, data: page(ids).data, totalPages: 4 });
const ids = (store: ReturnType<typeof makeStore>) => store.getState().list.data.map((i) => i.id);

afterEach(() => vi.restoreAllMocks());

describe('list slice (SPEC §3 List state, §4)', () => {
  it('starts empty and not loading, holding no search', () => {
    expect(makeStore().getState().list).toEqual(listInitial);
    expect(listInitial).toEqual({ key: null, data: [], pageNo: 1, show: false, loading: false, totalPages: 0, requestId: null });
  });

  it('a search page seeds it with its first page; another search starts over, the sheet flag stays', () => {
    const store = makeStore();
    store.dispatch(setShow(true));
    store.dispatch(seed([1, 2]));
    expect(store.getState().list).toMatchObject({ key: 'a', pageNo: 1, totalPages: 4, show: true });
    expect(ids(store)).toEqual([1, 2]);
    store.dispatch(seed([9], 'b'));
    expect(store.getState().list.key).toBe('b');
    expect(ids(store)).toEqual([9]);
  });

  it('Load more: loading, then the next page appended, ids already held skipped', async () => {
    const store = makeStore();
    const spy = vi.spyOn(searchApi, 'searchByKind').mockResolvedValueOnce(ok(page([2, 3, 4], 2)));
    store.dispatch(seed([1, 2]));
    const p = store.dispatch(searchThunk(next()));
    expect(store.getState().list.loading).toBe(true);
    await p;
    expect(store.getState().list).toMatchObject({ loading: false, pageNo: 2, totalPages: 4, key: 'a' });
    expect(ids(store)).toEqual([1, 2, 3, 4]);
    expect(spy).toHaveBeenCalledWith('residential', { page: 2, limit: 20 });
  });

  it('a failed page clears loading and keeps the list', async () => {
    const store = makeStore();
    vi.spyOn(searchApi, 'searchByKind')
      .mockRejectedValueOnce(new AppError('unavailable', 'Something Went Wrong'))
      .mockRejectedValueOnce(new AppError('internal', 'Something Went Wrong!'));
    store.dispatch(seed([1]));
    const r = await store.dispatch(searchThunk(next()));
    expect(r.payload).toBe('Something Went Wrong!!');
    expect(store.getState().list).toMatchObject({ loading: false, pageNo: 1 });
    expect(ids(store)).toEqual([1]);
    const r2 = await store.dispatch(searchThunk(next()));
    expect(r2.payload).toBe('Something Went Wrong!');
  });

  it('a stale answer is dropped: a new seed or a later request wins', async () => {
    const store = makeStore();
    let resolveFirst!: (v: ReturnType<typeof ok>) => void;
    vi.spyOn(searchApi, 'searchByKind').mockReturnValueOnce(new Promise((r) => { resolveFirst = r; }));
    store.dispatch(seed([1]));
    const first = store.dispatch(searchThunk(next()));
    store.dispatch(seed([7], 'b'));
    resolveFirst(ok(page([2], 2)));
    await first;
    expect(ids(store)).toEqual([7]);
    expect(store.getState().list.loading).toBe(false);
  });

  it('appends a project and a listing that share a number', async () => {
    const store = makeStore();
    vi.spyOn(searchApi, 'searchByKind')
      .mockResolvedValueOnce(ok({ ...page([7], 2), data: [card(7, 'project'), card(7)] }));
    store.dispatch(listSeeded({ key: 'a', data: [card(7)], totalPages: 2 }));
    await store.dispatch(searchThunk(next()));
    expect(store.getState().list.data.map((i) => `${String(i.kind)}:${i.id}`)).toEqual(['property:7', 'project:7']);
  });

  it('mobile filter sheet visibility', () => {
    const store = makeStore();
    store.dispatch(setShow(true));
    expect(store.getState().list.show).toBe(true);
    store.dispatch(setShow(false));
    expect(store.getState().list.show).toBe(false);
  });
});
