'use client';
import Link from 'next/link';
import type { ReactNode } from 'react';
import '@/styles/profile.css';
import { can, type Role } from '@/lib/policy';
import { useAppDispatch } from '@/store/hooks';
import { openDialog, requireLogin } from '@/store/dialogs-slice';

type Props = {
  /** What is posted, for the texts: 'property' or 'PG'. */
  noun: string; plural: string;
  signedIn: boolean; role: string | null;
  /** The guest route, where guests may post this (homes and PGs). */
  guestHref: string | null;
  children: ReactNode;
};

/**
 * The wizard for owners, agents and builders (SPEC §6, lib/policy's listing.post). Without a login it asks for
 * one (or the guest route); a buyer first says what they are, as Post Property would ask.
 */
export function PosterGate({ noun, plural, signedIn, role, guestHref, children }: Props) {
  const dispatch = useAppDispatch();
  if (!signedIn) {
    return (
      <div className="profile-card text-center" role="status">
        <h1 className="h4">Log in to post your {noun}</h1>
        <p>Posting is free. We verify your mobile number with a one-time password.</p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          {/* No pending action: after login the page reloads into the form. */}
          <button type="button" className="btn btn-primary" onClick={() => dispatch(requireLogin(null))}>Login</button>
          {guestHref && <Link className="btn btn-outline-primary" href={guestHref} prefetch={false}>Post without an account</Link>}
        </div>
      </div>
    );
  }
  if (!can({ roleType: (role ?? undefined) as Role | undefined }, 'listing.post')) {
    return (
      <div className="profile-card text-center" role="status">
        <h1 className="h4">Tell us who you are</h1>
        <p>Owners, agents and builders post {plural}. Choose your user type to continue.</p>
        <button type="button" className="btn btn-primary" onClick={() => dispatch(openDialog('userType'))}>Choose user type</button>
      </div>
    );
  }
  return <>{children}</>;
}
