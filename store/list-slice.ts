import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AppError } from '@/lib/app-error';
import { FIRST_PAGE } from '@/lib/constants';
import { searchByKind, type SearchKind } from '@/services/api/search';
import type { SearchBody, SearchItem, SearchResult } from '@/services/api/types';

// SPEC §3 "List state" and §4 list transitions: the results a search page
// shows. The server renders the first page and seeds the slice with it; "Load
// more" appends. Nothing here repeats what the page already has elsewhere: the
// filters are in the URL and the filter slices, ads are not shown.

export type ListState = {
  /** Which search the results are of (route path + sort); null until a search page seeds it. */
  key: string | null;
  data: SearchItem[];
  pageNo: number;
  /** Mobile filter sheet visibility. */
  show: boolean;
  loading: boolean;
  totalPages: number;
  /** Latest search; older answers arriving late are dropped instead of mixed in. */
  requestId: string | null;
};

export const listInitial: ListState = {
  key: null,
  data: [],
  pageNo: FIRST_PAGE,
  show: false,
  loading: false,
  totalPages: 0,
  requestId: null,
};

/** SPEC §8 search texts. */
export const SEARCH_EXCEPTION_MESSAGE = 'Something Went Wrong!!';

/** The next page of the search the slice holds: same body, later `page`. */
export type SearchArg = { kind: SearchKind; body: SearchBody };

export const searchThunk = createAsyncThunk<SearchResult, SearchArg, { rejectValue: string }>(
  'list/search',
  async (arg, { rejectWithValue }) => {
    try {
      return (await searchByKind(arg.kind, arg.body)).data;
    } catch (e) {
      // Server-worded failures (incl. 'Something Went Wrong!' for an unknown answer) pass through;
      // a transport exception gets the '!!' text.
      if (e instanceof AppError && e.code !== 'unavailable') return rejectWithValue(e.message);
      return rejectWithValue(SEARCH_EXCEPTION_MESSAGE);
    }
  },
);

/** Listings, PGs and projects number their ids separately: kind and id make the key. */
const itemKey = (i: SearchItem) => `${String(i.kind ?? '')}:${String(i.id)}`;

/** Appends items not already listed. */
function appendNew(current: SearchItem[], incoming: SearchItem[]): SearchItem[] {
  const seen = new Set(current.map(itemKey));
  const fresh = incoming.filter((i) => !seen.has(itemKey(i)) && seen.add(itemKey(i)));
  return [...current, ...fresh];
}

export type Seed = { key: string; data: SearchItem[]; totalPages: number; pageNo?: number };

const slice = createSlice({
  name: 'list',
  initialState: listInitial,
  reducers: {
    /** A search page's first page, rendered on the server: the results start over from it. */
    listSeeded: (state, { payload }: PayloadAction<Seed>) =>
      ({ ...listInitial, show: state.show, key: payload.key, data: payload.data, totalPages: payload.totalPages, pageNo: payload.pageNo ?? listInitial.pageNo }),
    setShow: (state, action: PayloadAction<boolean>) => {
      state.show = action.payload;
    },
  },
  extraReducers: (b) => {
    b.addCase(searchThunk.pending, (state, { meta }) => {
      state.loading = true;
      state.requestId = meta.requestId;
    })
      .addCase(searchThunk.fulfilled, (state, { payload, meta }) => {
        if (meta.requestId !== state.requestId) return;
        state.data = appendNew(state.data as SearchItem[], payload.data ?? []);
        state.totalPages = payload.totalNoOfPages ?? 0;
        state.pageNo = payload.page ?? meta.arg.body.page;
        state.loading = false;
      })
      .addCase(searchThunk.rejected, (state, { meta }) => {
        if (meta.requestId !== state.requestId) return;
        state.loading = false;
      });
  },
});

export const listReducer = slice.reducer;
export const { listSeeded, setShow } = slice.actions;
