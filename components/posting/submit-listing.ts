'use client';
import { ValidationError } from 'yup';
import type { PostingCategory, PostingType } from '@/lib/posting/categories';
import { createListing, editListing, guestPost, type GuestKind, type SavedListing } from '@/services/api/posting';
import { toBody, type WizardValues } from './wizard-values';
import { panelOfPath, type PanelKey } from './wizard-steps';

export type SubmitOutcome =
  | { ok: true; listing: SavedListing }
  | { ok: false; panel: PanelKey; message: string };

/**
 * Checks the whole body with the shared schema (a draft may predate a rule),
 * then sends it to the create, edit or guest call of the category.
 */
export async function submitListing(c: PostingCategory, postType: PostingType, values: WizardValues,
  opts: { editId?: number | null; guestToken?: string | null }): Promise<SubmitOutcome> {
  let body;
  try {
    body = toBody(c, postType, values, opts.editId ?? undefined);
  } catch (err) {
    if (err instanceof ValidationError) return { ok: false, panel: panelOfPath(err.path ?? ''), message: err.message };
    throw err;
  }
  const res = opts.guestToken && c.guestPath
    ? await guestPost(c.guestPath.split('/').pop() as GuestKind, body, opts.guestToken)
    : opts.editId ? await editListing(c.editPath, body) : await createListing(c.createPath, body);
  return { ok: true, listing: res.data };
}
