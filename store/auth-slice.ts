import { createAsyncThunk, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { clearAllKeepCity, getItem, setItems } from '@/lib/storage';
import * as authApi from '@/services/api/auth';
import { createBuilderRegister } from '@/services/api/profile';
import type { BuilderRegisterPayload, LoginBody, UserType, VerifyOtpData } from '@/services/api/types';
import {
  anonymous, fromStorage, sessionFromVerify, toAuthError, type AuthError, type AuthState, type SessionUser,
} from './auth-session';
import { sessionCleared } from './shared-actions';
import type { AppThunk } from './store';
import { codedPart, type ServerText } from '@/lib/server-messages';

/** A success answer's message, with its code for the client's wording. */
const textOf = (res: { message: string; code?: unknown; params?: unknown }): ServerText => ({ message: res.message, ...codedPart(res) });

// SPEC §4 Login / Registration / User type / Logout. Thunks own the storage
// writes so reducers stay pure and the UI only reads state.

export type { AuthError, AuthState, SessionUser } from './auth-session';
export { sessionFromVerify } from './auth-session';
export const authInitial: AuthState = { ...anonymous, inProgress: false, error: null };

type Cfg = { rejectValue: AuthError };

/** Requests the OTP; the otp token is kept in storage for verify/resend. */
export const loginThunk = createAsyncThunk<ServerText, LoginBody, Cfg>('auth/login', async (body, { rejectWithValue }) => {
  try {
    const res = await authApi.login(body);
    setItems({ otpToken: res.data.otp_token });
    return textOf(res);
  } catch (e) { return rejectWithValue(toAuthError(e)); }
});

export const verifyOtpThunk = createAsyncThunk<VerifyOtpData, { otp: string }, Cfg>(
  'auth/verifyOtp',
  async ({ otp }, { rejectWithValue }) => {
    try {
      const res = await authApi.verifyOtp({ otp_token: getItem('otpToken') ?? '', otp });
      const { loggedIn: _, ...user } = sessionFromVerify(res.data);
      setItems({ ...user, accessToken: res.data.accessToken, otpToken: null });
      return res.data;
    } catch (e) { return rejectWithValue(toAuthError(e)); }
  },
);

export const resendOtpThunk = createAsyncThunk<ServerText, void, Cfg>('auth/resendOtp', async (_, { rejectWithValue }) => {
  try {
    const res = await authApi.resendOtp({ otp_token: getItem('otpToken') ?? '' });
    setItems({ otpToken: res.data.Otp_Token });
    return textOf(res);
  } catch (e) { return rejectWithValue(toAuthError(e)); }
});

export const registerThunk = createAsyncThunk<ServerText, { name: string; email?: string; profile_picture?: string }, Cfg>(
  'auth/register',
  async (body, { rejectWithValue }) => {
    try {
      const res = await authApi.initialRegister(body);
      setItems({ name: body.name, profile_pic: body.profile_picture || null, profileCompleted: true });
      return textOf(res);
    } catch (e) { return rejectWithValue(toAuthError(e)); }
  },
);

/** Agent/owner: sent at once. Builder: use builderRegisterThunk instead. */
export const updateRoleThunk = createAsyncThunk<string, UserType, Cfg>(
  'auth/updateRole',
  async (role, { rejectWithValue }) => {
    try {
      const res = await authApi.updateRoleType(role);
      const stored = res.data?.Role_type ?? role;
      setItems({ user_type: stored });
      return stored;
    } catch (e) { return rejectWithValue(toAuthError(e)); }
  },
);

/** SPEC §4: builder registration first, then role_type builder. */
export const builderRegisterThunk = createAsyncThunk<string, BuilderRegisterPayload, Cfg>(
  'auth/builderRegister',
  async (body, { rejectWithValue }) => {
    try {
      await createBuilderRegister(body);
      const res = await authApi.updateRoleType('builder');
      const role = res.data?.Role_type ?? 'builder';
      setItems({ user_type: role, name: body.name, profile_pic: body.company_logo });
      return role;
    } catch (e) { return rejectWithValue(toAuthError(e)); }
  },
);

/**
 * The session ends on this device (logout, account deleted): storage wiped but the city, and every
 * slice holding the user's data reset (sessionCleared: auth, plan).
 */
function endSessionHere(dispatch: (action: UnknownAction) => unknown) {
  clearAllKeepCity();
  dispatch(sessionCleared());
}

export const logoutThunk = createAsyncThunk<string, void, Cfg>('auth/logout', async (_, { dispatch, rejectWithValue }) => {
  try {
    await authApi.logout();
    endSessionHere(dispatch);
    return 'Logout Successfully';
  } catch (e) { return rejectWithValue(toAuthError(e)); }
});

/** The server has erased the account (DPDP, Delete my account): the session ends here as on logout. */
export const accountDeleted = (): AppThunk => (dispatch) => endSessionHere(dispatch);

const slice = createSlice({
  name: 'auth',
  initialState: authInitial,
  reducers: {
    sessionLoaded: (state, action: PayloadAction<SessionUser>) => ({ ...state, ...action.payload }),
    clearAuthError: (state) => { state.error = null; },
  },
  extraReducers: (b) => {
    const thunks = [loginThunk, verifyOtpThunk, resendOtpThunk, registerThunk, updateRoleThunk,
      builderRegisterThunk, logoutThunk] as const;
    for (const t of thunks) {
      b.addCase(t.pending, (state) => { state.inProgress = true; state.error = null; });
      b.addCase(t.rejected, (state, a) => {
        state.inProgress = false;
        state.error = a.payload ?? { message: a.error.message ?? 'Something Went Wrong' };
      });
    }
    b.addCase(loginThunk.fulfilled, (s) => { s.inProgress = false; });
    b.addCase(resendOtpThunk.fulfilled, (s) => { s.inProgress = false; });
    b.addCase(verifyOtpThunk.fulfilled, (s, a) => ({ ...s, ...sessionFromVerify(a.payload), inProgress: false }));
    b.addCase(registerThunk.fulfilled, (s, { meta }) => {
      s.inProgress = false;
      s.name = meta.arg.name;
      s.profile_pic = meta.arg.profile_picture || null;
      s.profileCompleted = true;
    });
    b.addCase(updateRoleThunk.fulfilled, (s, a) => { s.inProgress = false; s.user_type = a.payload; });
    b.addCase(builderRegisterThunk.fulfilled, (s, { payload, meta }) => {
      s.inProgress = false;
      s.user_type = payload;
      s.name = meta.arg.name;
      s.profile_pic = meta.arg.company_logo;
    });
    b.addCase(logoutThunk.fulfilled, () => authInitial);
    b.addCase(sessionCleared, () => authInitial);
  },
});

export const authReducer = slice.reducer;
export const { sessionLoaded, clearAuthError } = slice.actions;

/** Reads the stored session; dispatched on the client after mount (storage is absent on the server). */
export const loadSession = (): AppThunk => (dispatch) => {
  dispatch(sessionLoaded(fromStorage()));
};
