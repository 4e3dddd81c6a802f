'use client';
import Link from 'next/link';

/** In the login dialog opened by Post Property: guests may post homes and PGs without an account (SPEC §1, §6). */
export function GuestPostLink({ onGo }: { onGo: () => void }) {
  return (
    <p className="small mb-0">
      Posting a flat, house, villa, plot or PG? <Link href="/post-property/guest" onClick={onGo} prefetch={false}>Post it without an account</Link>
    </p>
  );
}
