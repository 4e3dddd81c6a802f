'use client';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { clearPending, closeDialog, openDialog, resumeContact } from '@/store/dialogs-slice';
import { chooserFor } from './chooser-for';
import { runPendingSave } from './pending-save';

/**
 * SPEC §4 Login step 4 and the Registration outcomes: what happens once the
 * user is verified (and registered), depending on what they were doing.
 */
export function useAfterLogin() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const router = useRouter();
  const pending = useAppSelector((s) => s.dialogs.pending);

  /** After OTP verification. */
  const afterVerify = useCallback(async (registered: boolean) => {
    if (!registered) {
      dispatch(openDialog('register'));
      return;
    }
    dispatch(closeDialog());
    dispatch(clearPending());
    if (pending?.type === 'save') {
      await runPendingSave(dispatch, pending);
      router.refresh();
    } else if (pending?.type === 'contact') {
      // The buttons the guest pressed open their form now; no refresh, which would reset them.
      dispatch(resumeContact({ key: pending.key, action: pending.action }));
    } else if (pending?.type === 'post') {
      dispatch(openDialog(chooserFor(store.getState().auth.user_type)));
    } else if (pending?.type === 'savedPage') {
      router.push('/profile-pages/saved-property');
    } else if (pending?.type === 'profilePage') {
      router.push('/profile-pages/my-profile/view-profile');
    } else {
      router.refresh();
    }
  }, [dispatch, pending, router, store]);

  /** After the registration dialog. */
  const afterRegister = useCallback(async () => {
    dispatch(clearPending());
    if (pending?.type === 'save') {
      dispatch(closeDialog());
      await runPendingSave(dispatch, pending);
      router.push('/profile-pages/my-profile/view-profile');
    } else if (pending?.type === 'contact') {
      dispatch(closeDialog());
      dispatch(resumeContact({ key: pending.key, action: pending.action }));
    } else if (pending?.type === 'post') {
      dispatch(openDialog(chooserFor(store.getState().auth.user_type)));
    } else if (pending?.type === 'savedPage') {
      dispatch(closeDialog());
      router.push('/profile-pages/saved-property');
    } else if (pending?.type === 'profilePage') {
      dispatch(closeDialog());
      router.push('/profile-pages/my-profile/view-profile');
    } else {
      dispatch(closeDialog());
      router.refresh();
    }
  }, [dispatch, pending, router, store]);

  return { afterVerify, afterRegister };
}
