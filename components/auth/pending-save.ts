'use client';
import { toast } from '@/components/layout/toast';
import { toggleBookmarkThunk } from '@/store/bookmarks-slice';
import type { AppDispatch } from '@/store/store';
import type { PendingAction } from '@/store/dialogs-slice';

/** The save the user asked for before logging in (SPEC §4 Login step 4). */
export async function runPendingSave(dispatch: AppDispatch, pending: Extract<PendingAction, { type: 'save' }>) {
  const r = await dispatch(toggleBookmarkThunk({ property_id: pending.propertyId, property_type: pending.propertyType }));
  if (toggleBookmarkThunk.fulfilled.match(r)) toast.success(r.payload);
  else toast.error(r.payload ?? 'Something Went Wrong');
}
