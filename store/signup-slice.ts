import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loginThunk } from './auth-slice';

// SPEC §3/§4 sign-up state: tracks the phone step of login. It follows the
// OTP request automatically; the plain actions exist for flows that drive it
// themselves (guest posting).

export type SignupState = {
  loading: boolean;
  success: boolean;
  error: boolean;
  countryCode: string;
  phoneNumber: string;
};

/** SPEC §3: loading starts true. */
export const signupInitial: SignupState = {
  loading: true,
  success: false,
  error: false,
  countryCode: '',
  phoneNumber: '',
};

type Phone = { countryCode: string; phoneNumber: string };

const slice = createSlice({
  name: 'signup',
  initialState: signupInitial,
  reducers: {
    signupStarted: (s) => { s.loading = true; s.success = false; s.error = false; },
    signupSucceeded: (s, a: PayloadAction<Phone>) => ({ ...s, ...a.payload, loading: false, success: true, error: false }),
    signupFailed: (s) => ({ ...s, loading: false, success: false, error: true, countryCode: '', phoneNumber: '' }),
    signupReset: () => signupInitial,
  },
  extraReducers: (b) => {
    b.addCase(loginThunk.pending, (s) => slice.caseReducers.signupStarted(s));
    b.addCase(loginThunk.fulfilled, (s, { meta }) =>
      slice.caseReducers.signupSucceeded(s, {
        type: '', payload: { countryCode: meta.arg.country_code, phoneNumber: meta.arg.phone_number },
      }));
    b.addCase(loginThunk.rejected, (s) => slice.caseReducers.signupFailed(s));
  },
});

export const signupReducer = slice.reducer;
export const { signupStarted, signupSucceeded, signupFailed, signupReset } = slice.actions;
