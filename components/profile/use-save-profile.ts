'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { POST_SAVE_BACK_MS } from '@/lib/constants';
import { setItems } from '@/lib/storage';
import { sessionLoaded } from '@/store/auth-slice';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { saveProfile, type SaveProfileArg } from '@/services/api/profile';
import { goBack } from './go-back';

/**
 * Saves the profile. On success: the header and sidebar take the new name and
 * picture, 'Changes Saved Successfully' shows, and the page goes back after
 * 1 s (SPEC §4, §9). Failures are silent (SPEC §8): resolves false and the
 * form keeps what was typed.
 */
export function useSaveProfile() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const save = useCallback(async (arg: SaveProfileArg): Promise<boolean> => {
    // Nothing in the app reads a stored copy of the profile (its pages load it on
    // the server), so the answer goes to the session only, not to a slice.
    try {
      await saveProfile(arg);
    } catch {
      return false;
    }
    const p = arg.payload;
    const picture = (arg.endpoint === 'builder' ? arg.payload.company_logo : arg.payload.profile_picture) || null;
    const { inProgress: _, error: __, ...session } = store.getState().auth;
    const next = { ...session, name: p.name ?? session.name, profile_pic: picture ?? session.profile_pic };
    setItems({ name: next.name, profile_pic: next.profile_pic });
    dispatch(sessionLoaded(next));
    setSaved(true);
    // Drops the router's cached pages so going back shows the saved profile.
    router.refresh();
    timer.current = setTimeout(() => goBack(router), POST_SAVE_BACK_MS);
    return true;
  }, [dispatch, router, store]);

  return { save, saved, dismissSaved: () => setSaved(false) };
}
