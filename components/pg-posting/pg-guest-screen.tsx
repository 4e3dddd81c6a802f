'use client';
import { useEffect, useState } from 'react';
import { GuestVerify } from '@/components/posting/guest-verify';
import { readGuestSession, writeGuestSession, type GuestSession } from '@/components/posting/guest-session';
import { PgWizard } from './pg-wizard';

/** /post-pg/pg-guest/{pg}: verify the phone by OTP once per tab, then the PG wizard. */
export function PgGuestScreen({ demoMode }: { demoMode: boolean }) {
  const [session, setSession] = useState<GuestSession | null | undefined>(undefined);
  // sessionStorage exists only after hydration: read once, on mount.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => { setSession(readGuestSession()); }, []);
  if (session === undefined) return null;
  if (!session) {
    return (
      <>
        <h1 className="h4">Post your PG</h1>
        <GuestVerify demoMode={demoMode} onVerified={(s) => { writeGuestSession(s); setSession(s); }} />
      </>
    );
  }
  return <PgWizard guest={session} onGuestExpired={() => { writeGuestSession(null); setSession(null); }} />;
}
