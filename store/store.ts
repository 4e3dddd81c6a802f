import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { agricultureFilterReducer } from './agriculture-filter-slice';
import { authReducer } from './auth-slice';
import { commercialFilterReducer } from './commercial-filter-slice';
import { listReducer } from './list-slice';
import { locationReducer } from './location-slice';
import { pgFilterReducer } from './pg-filter-slice';
import { residentialFilterReducer } from './residential-filter-slice';
import { signupReducer } from './signup-slice';
import { dialogsReducer } from './dialogs-slice';
import { bookmarksReducer } from './bookmarks-slice';
import { planReducer } from './plan-slice';

// No module-level store: on the server a shared store would leak one
// visitor's state into another's render, so each request/tree makes its own.
// SPEC §3 lists property-detail, profile and userData slices; the detail, the
// profile and the public profile pages are rendered on the server from their
// loaders (server/catalog/detail, server/accounts/users), so nothing in the browser would read
// them: they are left out, and a profile save updates the session only.

export const rootReducer = combineReducers({
  residentialFilter: residentialFilterReducer,
  commercialFilter: commercialFilterReducer,
  agricultureFilter: agricultureFilterReducer,
  pgFilter: pgFilterReducer,
  list: listReducer,
  signup: signupReducer,
  location: locationReducer,
  auth: authReducer,
  dialogs: dialogsReducer,
  bookmarks: bookmarksReducer,
  plan: planReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
