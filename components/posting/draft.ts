'use client';
import type { WizardValues } from './wizard-values';

// A draft per category and post type (and per listing while editing), kept in
// localStorage so a reload or a closed tab loses nothing. Photos in a draft are
// already uploaded: only their ids and URLs are kept.

export type Draft = { step: number; values: WizardValues; savedAt: number };

export const draftKey = (category: string, postType: string, listingId?: number | null) =>
  `gb-post-draft:${category}:${postType}${listingId ? `:${listingId}` : ''}`;

export function loadDraft(key: string): Draft | null {
  try {
    const raw = window.localStorage.getItem(key);
    const d = raw ? (JSON.parse(raw) as Draft) : null;
    return d && typeof d === 'object' && d.values ? d : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: Omit<Draft, 'savedAt'>): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    /* storage full or disabled: the wizard still works, only without a draft */
  }
}

export function clearDraft(key: string): void {
  try { window.localStorage.removeItem(key); } catch { /* nothing to clear */ }
}
