'use client';
import Link from 'next/link';
import '@/styles/profile.css';
import { useAppDispatch } from '@/store/hooks';
import { requireLogin } from '@/store/dialogs-slice';
import { ProjectWizard } from './project-wizard';

type Props = { slug: string; signedIn: boolean; role: string | null; editId?: number | null };

/** Builders and agents post projects (SPEC §6); others are told why not. */
export function PostProjectScreen({ slug, signedIn, role, editId = null }: Props) {
  const dispatch = useAppDispatch();
  if (!signedIn) {
    return (
      <div className="profile-card text-center" role="status">
        <h1 className="h4">Log in to post your project</h1>
        <button type="button" className="btn btn-primary" onClick={() => dispatch(requireLogin(null))}>Login</button>
      </div>
    );
  }
  if (role !== 'builder' && role !== 'agent') {
    return (
      <div className="profile-card text-center" role="status">
        <h1 className="h4">Only builders and agents can post projects</h1>
        <p>Owners post their homes as properties. <Link href="/">Back to home</Link></p>
      </div>
    );
  }
  return <ProjectWizard slug={slug} editId={editId} />;
}
