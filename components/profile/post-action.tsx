'use client';
import { usePostProperty } from '@/components/layout/post-property-button';
import { useAppDispatch } from '@/store/hooks';
import { openDialog } from '@/store/dialogs-slice';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/layout/toast';

/** Post Property from an empty state: the same decision as the header button (SPEC §4). */
export function PostPropertyAction({ label = 'Post Property' }: { label?: string }) {
  const post = usePostProperty();
  return <button type="button" className="btn btn-primary" onClick={post}>{label}</button>;
}

/**
 * Builders post projects through the post chooser; with `plansUrl` (their plan has
 * no free project slot) the button says why and goes to the plans instead.
 */
export function PostProjectAction({ className = 'btn btn-primary', plansUrl }: { className?: string; plansUrl?: string }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const onClick = () => {
    if (!plansUrl) {
      dispatch(openDialog('postChooser'));
      return;
    }
    toast.info('Your plan has no free project slot. Renew or upgrade your plan to post a project.');
    router.push(plansUrl);
  };
  return <button type="button" className={className} onClick={onClick}>Post Project</button>;
}
