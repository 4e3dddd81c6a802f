// The compare tray lives in localStorage: it works signed out and across tabs, and the
// compare page's URL (/compare?ids=…) is what is shared, not the tray.
import { COMPARE_MAX, parseCompareIds } from '@/lib/compare/compare-ids';

const KEY = 'gb-compare';

export function readTray(): number[] {
  try {
    return (parseCompareIds(window.localStorage.getItem(KEY)) ?? []).slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

export function writeTray(ids: number[]) {
  try {
    window.localStorage.setItem(KEY, ids.slice(0, COMPARE_MAX).join(','));
  } catch {
    // Private mode without storage: the compare URL still works.
  }
  window.dispatchEvent(new Event(KEY));
}

/** useSyncExternalStore's side: this tab's writes and other tabs' (storage events). */
export function subscribeTray(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(KEY, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(KEY, onChange);
  };
}

/** The tray as a string (a stable snapshot); '' on the server. */
export const traySnapshot = () => readTray().join(',');
