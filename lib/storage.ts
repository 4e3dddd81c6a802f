// SPEC §3 "User (browser storage)". localStorage holds the session so a reload
// keeps the user logged in; every access is guarded because this module is
// imported by code that also renders on the server, and because storage can
// throw (private mode, quota, disabled cookies).

export type StoredUser = {
  accessToken: string;
  otpToken: string;
  user_type: string;
  profile_pic: string;
  name: string;
  mobile: string;
  country_code: string;
  mobileVerified: boolean;
  profileCompleted: boolean;
  city_name: string;
  prev_city_name: string;
};
export type StorageKey = keyof StoredUser;

export const STORAGE_KEYS: readonly StorageKey[] = [
  'accessToken', 'otpToken', 'user_type', 'profile_pic', 'name', 'mobile',
  'country_code', 'mobileVerified', 'profileCompleted', 'city_name', 'prev_city_name',
];

const BOOLEAN_KEYS = new Set<StorageKey>(['mobileVerified', 'profileCompleted']);
/** SPEC §4: logout and auth failure keep the current city only. */
const KEPT_ON_CLEAR: StorageKey = 'city_name';

function local(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const isBrowser = (): boolean => typeof window !== 'undefined';

export function getItem<K extends StorageKey>(key: K): StoredUser[K] | null {
  const raw = safe(() => local()?.getItem(key) ?? null, null);
  if (raw === null) return null;
  return (BOOLEAN_KEYS.has(key) ? raw === 'true' : raw) as StoredUser[K];
}

/** null/undefined removes the key so "absent" and "empty" stay distinguishable. */
export function setItem<K extends StorageKey>(key: K, value: StoredUser[K] | null | undefined): void {
  safe(() => {
    const s = local();
    if (!s) return;
    if (value === null || value === undefined) s.removeItem(key);
    else s.setItem(key, String(value));
  }, undefined);
}

export function removeItem(key: StorageKey): void {
  safe(() => local()?.removeItem(key), undefined);
}

/** Writes several keys at once; undefined entries are skipped, null ones removed. */
export function setItems(values: Partial<{ [K in StorageKey]: StoredUser[K] | null }>): void {
  for (const key of Object.keys(values) as StorageKey[]) {
    const v = values[key];
    if (v !== undefined) setItem(key, v as never);
  }
}

/** Snapshot of every known key (null where absent); all null on the server. */
export function readAll(): { [K in StorageKey]: StoredUser[K] | null } {
  return Object.fromEntries(STORAGE_KEYS.map((k) => [k, getItem(k)])) as {
    [K in StorageKey]: StoredUser[K] | null;
  };
}

export const hasToken = (): boolean => !!getItem('accessToken');

/**
 * SPEC §4 logout / authentication failure: "clear all browser storage (the
 * current city is kept)". Both local and session storage are cleared, since
 * pending login-time actions must not survive a lost session.
 */
export function clearAllKeepCity(): void {
  if (!isBrowser()) return;
  const city = safe(() => local()?.getItem(KEPT_ON_CLEAR) ?? null, null);
  safe(() => local()?.clear(), undefined);
  safe(() => window.sessionStorage.clear(), undefined);
  if (city !== null) safe(() => local()?.setItem(KEPT_ON_CLEAR, city), undefined);
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}
