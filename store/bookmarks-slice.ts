import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { AppError } from '@/lib/app-error';
import { bookmarkToastText, createBookmark } from '@/services/api/bookmarks';

const SAVED_MESSAGE = bookmarkToastText({ is_deleted: false });

type Body = { property_id: number; property_type: string };
type State = { inProgress: boolean; error: string | null; saved: Record<string, boolean> };
const key = (b: Body) => `${b.property_type}:${b.property_id}`;

export const toggleBookmarkThunk = createAsyncThunk<string, Body, { rejectValue: string }>(
  'bookmarks/toggle',
  async (body, { rejectWithValue }) => {
    try {
      const res = await createBookmark(body);
      return bookmarkToastText(res.data);
    } catch (e) {
      return rejectWithValue(e instanceof AppError ? e.message : 'Something Went Wrong');
    }
  },
);

const initial: State = { inProgress: false, error: null, saved: {} };

const slice = createSlice({
  name: 'bookmarks',
  initialState: initial,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(toggleBookmarkThunk.pending, (s) => { s.inProgress = true; s.error = null; });
    b.addCase(toggleBookmarkThunk.fulfilled, (s, a) => {
      s.inProgress = false;
      s.saved[key(a.meta.arg)] = a.payload === SAVED_MESSAGE;
    });
    b.addCase(toggleBookmarkThunk.rejected, (s, a) => { s.inProgress = false; s.error = a.payload ?? 'Something Went Wrong'; });
  },
});

export const bookmarksReducer = slice.reducer;
