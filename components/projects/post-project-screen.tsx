'use client';
import Link from 'next/link';
import '@/styles/profile.css';
import { can, type Role } from '@/lib/policy';
import { useAppDispatch } from '@/store/hooks';
import { requireLogin } from '@/store/dialogs-slice';
import { ProjectWizard } from './project-wizard';

type Props = { slug: string; signedIn: boolean; role: string | null; editId?: number | null };

/** Builders and agents post projects (SPEC §6, lib/policy's project.post); others are told why not. */
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
  if (!can({ roleType: (role ?? undefined) as Role | undefined }, 'project.post')) {
    return (
      <div className="profile-card text-center" role="status">
        <h1 className="h4">Only builders and agents can post projects</h1>
        <p>Owners post their homes as properties. <Link href="/">Back to home</Link></p>
      </div>
    );
  }
  return <ProjectWizard slug={slug} editId={editId} />;
}
