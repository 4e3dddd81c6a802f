'use client';
import { usePostProperty } from '@/components/layout/post-property-button';
import { useAppDispatch } from '@/store/hooks';
import { openDialog } from '@/store/dialogs-slice';

/** Post Property from an empty state: the same decision as the header button (SPEC §4). */
export function PostPropertyAction({ label = 'Post Property' }: { label?: string }) {
  const post = usePostProperty();
  return <button type="button" className="btn btn-primary" onClick={post}>{label}</button>;
}

/** Builders post projects through the post chooser. */
export function PostProjectAction({ className = 'btn btn-primary' }: { className?: string }) {
  const dispatch = useAppDispatch();
  return <button type="button" className={className} onClick={() => dispatch(openDialog('postChooser'))}>Post Project</button>;
}
