'use client';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import type { PostingCategory, PostingType } from '@/lib/posting/categories';
import { myPropertyFindOne } from '@/services/api/posting';
import { loadDraft } from './draft';
import { fromBody, initialValues, type WizardValues } from './wizard-values';

export type WizardStart =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; values: WizardValues; step: number; baseline: WizardValues; restored: boolean };

/**
 * Where the wizard starts: a saved draft if there is one, else blank (new) or
 * the stored listing (edit). Read after mount: localStorage is browser-only.
 */
export function useWizardStart(c: PostingCategory, postType: PostingType, key: string, editId: number | null): WizardStart {
  const [start, setStart] = useState<WizardStart>({ state: 'loading' });
  useEffect(() => {
    let gone = false;
    const begin = (baseline: WizardValues) => {
      const draft = loadDraft(key);
      if (gone) return;
      setStart(draft
        ? { state: 'ready', values: { ...baseline, ...draft.values }, step: draft.step, baseline, restored: true }
        : { state: 'ready', values: baseline, step: 0, baseline, restored: false });
    };
    if (!editId) begin(initialValues(c, postType));
    else {
      myPropertyFindOne(editId)
        .then((res) => begin(fromBody(c, postType, res.data as Record<string, unknown>)))
        .catch((err) => { if (!gone) setStart({ state: 'failed', message: errorMessage(err, 'Something Went Wrong') }); });
    }
    return () => { gone = true; };
  }, [c, postType, key, editId]);
  return start;
}
