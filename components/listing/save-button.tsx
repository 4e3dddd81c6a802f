'use client';
import { toast } from '@/components/layout/toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { requireLogin } from '@/store/dialogs-slice';
import { toggleBookmarkThunk } from '@/store/bookmarks-slice';
import { fill } from '@/lib/i18n/fill';
import { ENGLISH_SAVE_WORDS, type SaveWords } from './save-words';

type Props = { id: number; propertyType: string; title: string; initiallySaved?: boolean; className?: string; words?: SaveWords };

/** Saves or removes a listing; logged out, it asks for login first and saves after (SPEC §4). */
export function SaveButton({ id, propertyType, title, initiallySaved = false, className, words: w = ENGLISH_SAVE_WORDS }: Props) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const saved = useAppSelector((s) => s.bookmarks.saved[`${propertyType}:${id}`] ?? initiallySaved);
  const onClick = async () => {
    if (!loggedIn) {
      dispatch(requireLogin({ type: 'save', propertyId: id, propertyType }));
      return;
    }
    const r = await dispatch(toggleBookmarkThunk({ property_id: id, property_type: propertyType }));
    // The thunk gives SPEC §7's English toast text (saved or removed): shown in the page's language.
    if (toggleBookmarkThunk.fulfilled.match(r)) toast.success(r.payload === ENGLISH_SAVE_WORDS.saved ? w.saved : w.removed);
    // An English page shows the server's own failure; another language its one sentence (no codes here yet).
    else toast.error(w === ENGLISH_SAVE_WORDS ? r.payload ?? w.failed : w.failed);
  };
  return (
    <button type="button" onClick={onClick} aria-pressed={saved}
      aria-label={fill(saved ? w.unsave : w.save, { title })}
      // The heart is drawn by CSS (.save-heart): twenty cards' inline SVGs were 9 kB of every results page.
      className={`${className ?? 'btn btn-light btn-sm rounded-circle shadow-sm'} save-heart`} />
  );
}
