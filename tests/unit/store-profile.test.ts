import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/app-error';
import * as profileApi from '@/services/api/profile';
import { makeStore } from '@/store/store';
import { clearProfile, loadMyProfile, profileInitial, saveProfile } from '@/store/profile-slice';
import { sessionCleared, storedDataCleared } from '@/store/shared-actions';

afterEach(() => vi.restoreAllMocks());
const ok = <T>(data: T) => ({ status: 'success' as const, message: '', data });

describe('profile slice', () => {
  it('loads the profile tagged with its role', async () => {
    const store = makeStore();
    vi.spyOn(profileApi, 'fetchMyProfile').mockResolvedValueOnce(ok({ user: { name: 'Ravi', role_type: 'builder' as const } }));
    const p = store.dispatch(loadMyProfile());
    expect(store.getState().profile.inProgress).toBe(true);
    await p;
    expect(store.getState().profile).toMatchObject({ role: 'builder', inProgress: false, error: false, data: { user: { name: 'Ravi' } } });
  });

  it('save calls the chosen endpoint, mirrors fields, and fails silently with a flag', async () => {
    const store = makeStore();
    const agent = vi.spyOn(profileApi, 'updateAgentProfile').mockResolvedValueOnce(ok(null));
    await store.dispatch(saveProfile({ endpoint: 'agent', payload: { name: 'New', description: 'd' } }));
    expect(agent).toHaveBeenCalledWith({ name: 'New', description: 'd' });
    expect(store.getState().profile.data?.user).toMatchObject({ name: 'New', description: 'd' });
    vi.spyOn(profileApi, 'updateBuyerProfile').mockRejectedValueOnce(new AppError('internal', 'x'));
    await store.dispatch(saveProfile({ endpoint: 'buyer', payload: { name: 'B' } }));
    expect(store.getState().profile).toMatchObject({ inProgress: false, error: true });
  });

  it('delete actions clear the stored profile (SPEC §4)', () => {
    const store = makeStore({ profile: { ...profileInitial, data: { user: {} }, role: 'agent' } });
    store.dispatch(storedDataCleared());
    expect(store.getState().profile).toEqual(profileInitial);
  });

  it('clearProfile and sessionCleared reset', () => {
    const store = makeStore({ profile: { ...profileInitial, role: 'owner' } });
    store.dispatch(clearProfile());
    expect(store.getState().profile).toEqual(profileInitial);
    store.dispatch(loadMyProfile.fulfilled({ user: { role_type: 'agent' } }, 'r'));
    store.dispatch(sessionCleared());
    expect(store.getState().profile).toEqual(profileInitial);
  });
});
