import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/app-error';
import { makeStore } from '@/store/store';
import { clearList, searchThunk, setDepChanged, setShow, toggleShow, listInitial } from '@/store/list-slice';
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
  data: ids.map((id) => Object.assign(card(id), { property_type: 'apartment' })), ads: [card(900 + p)], totalNoOfPages: 4, page: p,
  total: 80, totalCapped: false,
});
const ok = (r: SearchResult) => ({ status: 'success' as const, message: '', data: r });
const arg = (filterChanged: boolean, p = 1) => ({ kind: 'residential' as const, body: { page: p, limit: 20 }, filterChanged });

afterEach(() => vi.restoreAllMocks());

describe('list slice (SPEC §3 List state, §4)', () => {
  it('starts empty and not loading', () => {
    expect(makeStore().getState().list).toEqual(listInitial);
    expect(listInitial).toMatchObject({ data: [], adsData: [], pageNo: 1, show: false, loading: false, error: false, totalPages: 0 });
  });

  it('loading, then data received: replace on filter change, append new ids otherwise', async () => {
    const store = makeStore();
    const spy = vi.spyOn(searchApi, 'searchByKind')
      .mockResolvedValueOnce(ok(page([1, 2, 3])))
      .mockResolvedValueOnce(ok(page([3, 4], 2)))
      .mockResolvedValueOnce(ok(page([9], 1)));

    const p1 = store.dispatch(searchThunk(arg(true)));
    expect(store.getState().list.loading).toBe(true);
    await p1;
    expect(store.getState().list).toMatchObject({ loading: false, error: false, totalPages: 4, pageNo: 1, adsData: [{ id: 901 }] });
    expect(store.getState().list.data.map((i) => i.id)).toEqual([1, 2, 3]);

    await store.dispatch(searchThunk(arg(false, 2)));
    expect(store.getState().list.data.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(store.getState().list.pageNo).toBe(2);

    await store.dispatch(searchThunk(arg(true)));
    expect(store.getState().list.data.map((i) => i.id)).toEqual([9]);
    expect(spy).toHaveBeenCalledWith('residential', { page: 1, limit: 20 });
  });

  it('a failed search clears loading, sets error and keeps the list', async () => {
    const store = makeStore();
    vi.spyOn(searchApi, 'searchByKind')
      .mockResolvedValueOnce(ok(page([1])))
      .mockRejectedValueOnce(new AppError('unavailable', 'Something Went Wrong'))
      .mockRejectedValueOnce(new AppError('internal', 'Something Went Wrong!'));
    await store.dispatch(searchThunk(arg(true)));
    const r = await store.dispatch(searchThunk(arg(false, 2)));
    expect(r.payload).toBe('Something Went Wrong!!');
    expect(store.getState().list).toMatchObject({ loading: false, error: true });
    expect(store.getState().list.data).toHaveLength(1);
    const r2 = await store.dispatch(searchThunk(arg(false, 2)));
    expect(r2.payload).toBe('Something Went Wrong!');
  });

  it('a stale answer is dropped', async () => {
    const store = makeStore();
    let resolveFirst!: (v: ReturnType<typeof ok>) => void;
    vi.spyOn(searchApi, 'searchByKind')
      .mockReturnValueOnce(new Promise((r) => { resolveFirst = r; }))
      .mockResolvedValueOnce(ok(page([7])));
    const first = store.dispatch(searchThunk(arg(true)));
    await store.dispatch(searchThunk(arg(true)));
    resolveFirst(ok(page([1, 2])));
    await first;
    expect(store.getState().list.data.map((i) => i.id)).toEqual([7]);
  });

  it('records one analytics view per result when asked, in one batch', async () => {
    const store = makeStore();
    vi.spyOn(searchApi, 'searchByKind').mockResolvedValueOnce(ok(page([1, 2])));
    const record = vi.spyOn(searchApi, 'recordFilterViews').mockImplementation(() => undefined);
    await store.dispatch(searchThunk({ ...arg(true), recordViews: true }));
    expect(record).toHaveBeenCalledTimes(1);
    expect(record.mock.calls[0]).toEqual([[{ id: 1, type: 'apartment' }, { id: 2, type: 'apartment' }], 1]);
  });

  it('appends a project and a listing that share a number', async () => {
    const store = makeStore();
    vi.spyOn(searchApi, 'searchByKind')
      .mockResolvedValueOnce(ok({ ...page([7]), data: [card(7)] }))
      .mockResolvedValueOnce(ok({ ...page([7]), data: [card(7, 'project'), card(7)] }));
    await store.dispatch(searchThunk(arg(true)));
    await store.dispatch(searchThunk(arg(false)));
    expect(store.getState().list.data.map((i) => `${i.kind}:${i.id}`)).toEqual(['property:7', 'project:7']);
  });

  it('mobile filter toggle can be set or flipped; clear returns to initial', () => {
    const store = makeStore();
    store.dispatch(setShow(true));
    expect(store.getState().list.show).toBe(true);
    store.dispatch(toggleShow());
    expect(store.getState().list.show).toBe(false);
    store.dispatch(toggleShow());
    store.dispatch(setDepChanged(true));
    store.dispatch(clearList());
    expect(store.getState().list).toEqual(listInitial);
  });
});
