import { createAction } from '@reduxjs/toolkit';

// Actions several slices answer to, kept apart so slices need not import each other.

/** SPEC §4 "Delete actions clear stored profile and property data". */
export const storedDataCleared = createAction('data/storedDataCleared');

/** Session gone (logout or an auth failure answer); storage was already wiped. */
export const sessionCleared = createAction('auth/sessionCleared');
