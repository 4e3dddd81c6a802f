'use client';
import { useEffect, useState } from 'react';
import '@/styles/profile.css';
import '@/styles/posting.css';
import type { PostingType } from '@/lib/posting/categories';
import { PostingWizard } from './posting-wizard';
import { GuestVerify } from './guest-verify';
import { readGuestSession, writeGuestSession, type GuestSession } from './guest-session';

type Props = { group: string; slug: string; postType: PostingType; demoMode: boolean };

/** A guest route: verify the number once per tab, then the same wizard as everyone. */
export function GuestPostScreen({ group, slug, postType, demoMode }: Props) {
  const [session, setSession] = useState<GuestSession | null | undefined>(undefined);
  // sessionStorage exists only after hydration: read once, on mount.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => { setSession(readGuestSession()); }, []);
  if (session === undefined) return null;
  if (!session) {
    return (
      <>
        <h1 className="h4">Post your property</h1>
        <GuestVerify demoMode={demoMode} onVerified={(s) => { writeGuestSession(s); setSession(s); }} />
      </>
    );
  }
  return <PostingWizard group={group} slug={slug} postType={postType} guest={session}
    onGuestExpired={() => { writeGuestSession(null); setSession(null); }} />;
}
