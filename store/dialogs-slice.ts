import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readSmsOutbox } from '@/services/api/dev';

// Which shell dialog is open, and what the user was doing when login was
// needed (SPEC §4 Login step 4 and Registration outcomes).
export type DialogName =
  | 'mobile' | 'otp' | 'register' | 'userType' | 'builderRegister' | 'postChooser' | 'logout' | 'location';

export type PendingAction =
  | { type: 'save'; propertyId: number; propertyType: string }
  | { type: 'post' }
  | { type: 'savedPage' }
  | { type: 'profilePage' }
  /** Contact or Request callback on one item's buttons (`key` names that pair of buttons on the page). */
  | { type: 'contact'; key: string; action: ContactAction }
  | null;

export type ContactAction = 'enquiry' | 'callback';

export type DialogsState = {
  open: DialogName | null; pending: PendingAction; demoOtp: string | null;
  /** A contact asked for before login, handed back to its buttons once the user is in. */
  resumed: { key: string; action: ContactAction } | null;
};

export const dialogsInitial: DialogsState = { open: null, pending: null, demoOtp: null, resumed: null };

/** Demo mode: the newest OTP texted to the phone, for the dialog's hint. */
export const fetchDemoOtp = createAsyncThunk('dialogs/demoOtp', async (phone: string) => {
  const res = await readSmsOutbox(phone);
  return res.data[0]?.message.match(/\b(\d{4})\b/)?.[1] ?? null;
});

const slice = createSlice({
  name: 'dialogs',
  initialState: dialogsInitial,
  reducers: {
    openDialog: (s, a: PayloadAction<DialogName>) => { s.open = a.payload; },
    closeDialog: (s) => { s.open = null; },
    /** Opens login remembering what to do after it. */
    requireLogin: (s, a: PayloadAction<PendingAction>) => { s.open = 'mobile'; s.pending = a.payload; },
    clearPending: (s) => { s.pending = null; },
    /** Hands a contact asked for before login back to its buttons (they open its dialog and clear it). */
    resumeContact: (s, a: PayloadAction<{ key: string; action: ContactAction }>) => { s.resumed = a.payload; },
    clearResumed: (s) => { s.resumed = null; },
  },
  extraReducers: (b) => {
    b.addCase(fetchDemoOtp.pending, (s) => { s.demoOtp = null; });
    b.addCase(fetchDemoOtp.fulfilled, (s, a) => { s.demoOtp = a.payload; });
    b.addCase(fetchDemoOtp.rejected, (s) => { s.demoOtp = null; });
  },
});

export const dialogsReducer = slice.reducer;
export const { openDialog, closeDialog, requireLogin, clearPending, resumeContact, clearResumed } = slice.actions;
