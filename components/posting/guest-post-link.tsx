'use client';
import Link from 'next/link';

/** In the login dialog opened by Post Property: guests may post homes and PGs without an account (SPEC §1, §6). */
export function GuestPostLink({ onGo, lead = 'Posting a flat, house, villa, plot or PG?', link = 'Post it without an account' }: {
  onGo: () => void; lead?: string; link?: string;
}) {
  return (
    <p className="small mb-0">
      {lead} <Link href="/post-property/guest" onClick={onGo} prefetch={false}>{link}</Link>
    </p>
  );
}
