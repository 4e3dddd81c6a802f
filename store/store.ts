import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { agricultureFilterReducer } from './agriculture-filter-slice';
import { authReducer } from './auth-slice';
import { commercialFilterReducer } from './commercial-filter-slice';
import { listReducer } from './list-slice';
import { locationReducer } from './location-slice';
import { pgFilterReducer } from './pg-filter-slice';
import { profileReducer } from './profile-slice';
import { propertyDetailReducer } from './property-detail-slice';
import { residentialFilterReducer } from './residential-filter-slice';
import { signupReducer } from './signup-slice';
import { userDataReducer } from './user-data-slice';
import { dialogsReducer } from './dialogs-slice';
import { bookmarksReducer } from './bookmarks-slice';
import { planReducer } from './plan-slice';

// No module-level store: on the server a shared store would leak one
// visitor's state into another's render, so each request/tree makes its own.

export const rootReducer = combineReducers({
  residentialFilter: residentialFilterReducer,
  commercialFilter: commercialFilterReducer,
  agricultureFilter: agricultureFilterReducer,
  pgFilter: pgFilterReducer,
  list: listReducer,
  signup: signupReducer,
  location: locationReducer,
  auth: authReducer,
  propertyDetail: propertyDetailReducer,
  profile: profileReducer,
  userData: userDataReducer,
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
