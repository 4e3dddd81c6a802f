'use client';
import Link from 'next/link';
import '@/styles/profile.css';
import { useAppDispatch } from '@/store/hooks';
import { openDialog, requireLogin } from '@/store/dialogs-slice';
import type { PostingType } from '@/lib/posting/categories';
import { PostingWizard } from './posting-wizard';

type Props = {
  group: string; slug: string; postType: PostingType; editId: number | null;
  signedIn: boolean; role: string | null; guestHref: string | null;
};

/**
 * A post-property route: the wizard for owners, agents and builders (SPEC §6).
 * Without a login it asks for one (homes can also go through the guest route);
 * a buyer first says what they are, as the Post Property button would ask.
 */
export function PostPropertyScreen({ group, slug, postType, editId, signedIn, role, guestHref }: Props) {
  const dispatch = useAppDispatch();
  if (!signedIn) {
    return (
      <div className="profile-card text-center" role="status">
        <h1 className="h4">Log in to post your property</h1>
        <p>Posting is free. We verify your mobile number with a one-time password.</p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          {/* No pending action: after login the page reloads into the form. */}
          <button type="button" className="btn btn-primary" onClick={() => dispatch(requireLogin(null))}>Login</button>
          {guestHref && <Link className="btn btn-outline-primary" href={guestHref} prefetch={false}>Post without an account</Link>}
        </div>
      </div>
    );
  }
  if (role !== 'owner' && role !== 'agent' && role !== 'builder') {
    return (
      <div className="profile-card text-center" role="status">
        <h1 className="h4">Tell us who you are</h1>
        <p>Owners, agents and builders post properties. Choose your user type to continue.</p>
        <button type="button" className="btn btn-primary" onClick={() => dispatch(openDialog('userType'))}>Choose user type</button>
      </div>
    );
  }
  return <PostingWizard group={group} slug={slug} postType={postType} editId={editId} />;
}
