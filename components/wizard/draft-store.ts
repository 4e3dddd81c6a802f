'use client';

// The one draft store of every wizard (property, PG, project): a draft per key in
// localStorage, so a reload or a closed tab loses nothing. Photos in a draft are
// already uploaded: only their ids and URLs are kept.

export type Draft<V> = { step: number; values: V; savedAt: number };

export function loadDraft<V>(key: string): Draft<V> | null {
  try {
    const raw = window.localStorage.getItem(key);
    const d = raw ? (JSON.parse(raw) as Record<string, unknown> | null) : null;
    if (!d || typeof d !== 'object' || !d.values || typeof d.values !== 'object') return null;
    // PG and project drafts written before the one engine kept the step as `at`.
    const step = typeof d.step === 'number' ? d.step : typeof d.at === 'number' ? d.at : 0;
    return { step, values: d.values as V, savedAt: typeof d.savedAt === 'number' ? d.savedAt : 0 };
  } catch {
    return null;
  }
}

export function saveDraft<V>(key: string, draft: { step: number; values: V }): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    /* storage full or disabled: the wizard still works, only without a draft */
  }
}

export function clearDraft(key: string): void {
  try { window.localStorage.removeItem(key); } catch { /* nothing to clear */ }
}
