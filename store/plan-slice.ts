import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { AppError } from '@/lib/app-error';
import { myPlanSummary, type PlanSummary } from '@/services/api/plans';
import { sessionCleared } from './shared-actions';

// The signed-in poster's plan summary: the profile heading's Upgrade/Renew Plan
// button and Post Project follow it (SPEC §2).

type State = { data: PlanSummary | null; inProgress: boolean; error: boolean };
const initial: State = { data: null, inProgress: false, error: false };

export const loadPlanSummary = createAsyncThunk<PlanSummary, void, { rejectValue: string }>(
  'plan/summary',
  async (_, { rejectWithValue }) => {
    try {
      return (await myPlanSummary()).data;
    } catch (e) {
      return rejectWithValue(e instanceof AppError ? e.message : 'Something Went Wrong');
    }
  },
);

const slice = createSlice({
  name: 'plan',
  initialState: initial,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(loadPlanSummary.pending, (s) => { s.inProgress = true; s.error = false; });
    b.addCase(loadPlanSummary.fulfilled, (s, a) => { s.inProgress = false; s.data = a.payload; });
    b.addCase(loadPlanSummary.rejected, (s) => { s.inProgress = false; s.error = true; });
    b.addCase(sessionCleared, () => initial);
  },
});

export const planReducer = slice.reducer;
