import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AppError } from '@/lib/app-error';
import { FIRST_PAGE } from '@/lib/constants';
import { recordFilterViews, searchByKind, type SearchKind } from '@/services/api/search';
import type { SearchBody, SearchItem, SearchResult } from '@/services/api/types';

// SPEC §3 "List state" and §4 list transitions.

export type ListState = {
  data: SearchItem[];
  adsData: unknown[];
  pageNo: number;
  /** Mobile filter sheet visibility. */
  show: boolean;
  /** True while the pending search was caused by a filter change (replace, not append). */
  isDepChanged: boolean;
  loading: boolean;
  error: boolean;
  totalPages: number;
  /** Latest search; older answers arriving late are dropped instead of mixed in. */
  requestId: string | null;
};

export const listInitial: ListState = {
  data: [],
  adsData: [],
  pageNo: FIRST_PAGE,
  show: false,
  isDepChanged: false,
  loading: false,
  error: false,
  totalPages: 0,
  requestId: null,
};

/** SPEC §8 search texts. */
export const SEARCH_EXCEPTION_MESSAGE = 'Something Went Wrong!!';

export type SearchArg = {
  kind: SearchKind;
  body: SearchBody;
  /** Filter changed → replace results; otherwise (next page) append. */
  filterChanged: boolean;
  /** SPEC §7: a filter-driven search records one analytics view per result. */
  recordViews?: boolean;
};

function recordViews(kind: SearchKind, page: number, items: SearchItem[]): void {
  recordFilterViews(items.map((item) => ({
    id: item.id, type: typeof item.property_type === 'string' ? item.property_type : String(item.kind ?? kind),
  })), page);
}

export const searchThunk = createAsyncThunk<SearchResult, SearchArg, { rejectValue: string }>(
  'list/search',
  async (arg, { rejectWithValue }) => {
    try {
      const res = await searchByKind(arg.kind, arg.body);
      if (arg.recordViews) recordViews(arg.kind, arg.body.page, res.data.data ?? []);
      return res.data;
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

const slice = createSlice({
  name: 'list',
  initialState: listInitial,
  reducers: {
    setShow: (state, action: PayloadAction<boolean>) => {
      state.show = action.payload;
    },
    toggleShow: (state) => {
      state.show = !state.show;
    },
    setDepChanged: (state, action: PayloadAction<boolean>) => {
      state.isDepChanged = action.payload;
    },
    clearList: () => listInitial,
  },
  extraReducers: (b) => {
    b.addCase(searchThunk.pending, (state, { meta }) => {
      state.loading = true;
      state.error = false;
      state.requestId = meta.requestId;
      state.isDepChanged = meta.arg.filterChanged;
    })
      .addCase(searchThunk.fulfilled, (state, { payload, meta }) => {
        if (meta.requestId !== state.requestId) return;
        const items = payload.data ?? [];
        state.data = state.isDepChanged ? items : appendNew(state.data as SearchItem[], items);
        state.adsData = payload.ads ?? [];
        state.totalPages = payload.totalNoOfPages ?? 0;
        state.pageNo = payload.page ?? meta.arg.body.page;
        state.loading = false;
        state.error = false;
        state.isDepChanged = false;
      })
      .addCase(searchThunk.rejected, (state, { meta }) => {
        if (meta.requestId !== state.requestId) return;
        state.loading = false;
        state.error = true;
      });
  },
});

export const listReducer = slice.reducer;
export const { setShow, toggleShow, setDepChanged, clearList } = slice.actions;
