'use client';

// The guest posting token lives in this tab only (sessionStorage): it is not a
// login, it expires soon, and a new tab simply verifies the number again.
const KEY = 'gb-guest-post';

export type GuestSession = {
  token: string; phone: string;
  /** The phone's live-listing allowance at verification (the wizard offers a plan up front when it is used up). */
  listings?: { allowed: number; used: number };
};

export function readGuestSession(): GuestSession | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const s = raw ? (JSON.parse(raw) as GuestSession) : null;
    return s?.token && s.phone ? s : null;
  } catch {
    return null;
  }
}

export function writeGuestSession(s: GuestSession | null): void {
  try {
    if (s) window.sessionStorage.setItem(KEY, JSON.stringify(s));
    else window.sessionStorage.removeItem(KEY);
  } catch { /* private mode: the token stays in memory only */ }
}
