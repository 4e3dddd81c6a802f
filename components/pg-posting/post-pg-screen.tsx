'use client';
import Link from 'next/link';
import '@/styles/profile.css';
import { useAppDispatch } from '@/store/hooks';
import { openDialog, requireLogin } from '@/store/dialogs-slice';
import { PgWizard } from './pg-wizard';

type Props = { editId: number | null; signedIn: boolean; role: string | null };

/** /post-pg/{pg}: the PG wizard for owners, agents and builders; others log in or choose a user type first. */
export function PostPgScreen({ editId, signedIn, role }: Props) {
  const dispatch = useAppDispatch();
  if (!signedIn) {
    return (
      <div className="profile-card text-center" role="status">
        <h1 className="h4">Log in to post your PG</h1>
        <p>Posting is free. We verify your mobile number with a one-time password.</p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <button type="button" className="btn btn-primary" onClick={() => dispatch(requireLogin(null))}>Login</button>
          <Link className="btn btn-outline-primary" href="/post-pg/pg-guest/pg" prefetch={false}>Post without an account</Link>
        </div>
      </div>
    );
  }
  if (role !== 'owner' && role !== 'agent' && role !== 'builder') {
    return (
      <div className="profile-card text-center" role="status">
        <h1 className="h4">Tell us who you are</h1>
        <p>Owners, agents and builders post PGs. Choose your user type to continue.</p>
        <button type="button" className="btn btn-primary" onClick={() => dispatch(openDialog('userType'))}>Choose user type</button>
      </div>
    );
  }
  return <PgWizard editId={editId} />;
}
