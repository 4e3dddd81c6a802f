'use client';
import Link from 'next/link';
import type { ReactNode } from 'react';
import '@/styles/profile.css';
import { can, type Role } from '@/lib/policy';
import { useAppDispatch } from '@/store/hooks';
import { openDialog, requireLogin } from '@/store/dialogs-slice';
import type { PostingText } from './posting-words';

type Props = {
  /** What is posted, for the texts: 'property' or 'PG'. */
  noun: string; plural: string;
  signedIn: boolean; role: string | null;
  /** The guest route, where guests may post this (homes and PGs). */
  guestHref: string | null;
  children: ReactNode;
  /** The property gate's sentences in the page's language; without them the English is composed from `noun`. */
  words?: PostingText['gate'];
};

/**
 * The wizard for owners, agents and builders (SPEC §6, lib/policy's listing.post). Without a login it asks for
 * one (or the guest route); a buyer first says what they are, as Post Property would ask.
 */
export function PosterGate({ noun, plural, signedIn, role, guestHref, children, words }: Props) {
  const dispatch = useAppDispatch();
  const w = words ?? {
    login: `Log in to post your ${noun}`, free: 'Posting is free. We verify your mobile number with a one-time password.',
    loginButton: 'Login', guest: 'Post without an account', who: 'Tell us who you are',
    whoLead: `Owners, agents and builders post ${plural}. Choose your user type to continue.`, chooseType: 'Choose user type',
  };
  if (!signedIn) {
    return (
      <div className="profile-card text-center" role="status">
        <h1 className="h4">{w.login}</h1>
        <p>{w.free}</p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          {/* No pending action: after login the page reloads into the form. */}
          <button type="button" className="btn btn-primary" onClick={() => dispatch(requireLogin(null))}>{w.loginButton}</button>
          {guestHref && <Link className="btn btn-outline-primary" href={guestHref} prefetch={false}>{w.guest}</Link>}
        </div>
      </div>
    );
  }
  if (!can({ roleType: (role ?? undefined) as Role | undefined }, 'listing.post')) {
    return (
      <div className="profile-card text-center" role="status">
        <h1 className="h4">{w.who}</h1>
        <p>{w.whoLead}</p>
        <button type="button" className="btn btn-primary" onClick={() => dispatch(openDialog('userType'))}>{w.chooseType}</button>
      </div>
    );
  }
  return <>{children}</>;
}
