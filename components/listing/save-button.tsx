'use client';
import { toast } from '@/components/layout/toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { requireLogin } from '@/store/dialogs-slice';
import { toggleBookmarkThunk } from '@/store/bookmarks-slice';

type Props = { id: number; propertyType: string; title: string; initiallySaved?: boolean; className?: string };

/** Saves or removes a listing; logged out, it asks for login first and saves after (SPEC §4). */
export function SaveButton({ id, propertyType, title, initiallySaved = false, className }: Props) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const saved = useAppSelector((s) => s.bookmarks.saved[`${propertyType}:${id}`] ?? initiallySaved);
  const onClick = async () => {
    if (!loggedIn) {
      dispatch(requireLogin({ type: 'save', propertyId: id, propertyType }));
      return;
    }
    const r = await dispatch(toggleBookmarkThunk({ property_id: id, property_type: propertyType }));
    if (toggleBookmarkThunk.fulfilled.match(r)) toast.success(r.payload);
    else toast.error(r.payload ?? 'Something Went Wrong');
  };
  return (
    <button type="button" onClick={onClick} aria-pressed={saved}
      aria-label={saved ? `Remove ${title} from saved properties` : `Save ${title}`}
      // The heart is drawn by CSS (.save-heart): twenty cards' inline SVGs were 9 kB of every results page.
      className={`${className ?? 'btn btn-light btn-sm rounded-circle shadow-sm'} save-heart`} />
  );
}
