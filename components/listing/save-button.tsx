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
      className={className ?? 'btn btn-light btn-sm rounded-circle shadow-sm'}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill={saved ? '#d6336c' : 'none'} stroke={saved ? '#d6336c' : 'currentColor'} strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.5-9.2C1 8 3.5 4.5 7 4.5c2 0 3.4 1 5 3 1.6-2 3-3 5-3 3.5 0 6 3.5 4.5 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
