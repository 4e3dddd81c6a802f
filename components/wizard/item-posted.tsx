'use client';
import Link from 'next/link';

type Props = {
  done: { status: string; reasons: string[]; detail_url: string };
  /** "PG", "project": in "Your PG is live" and "View your PG". */
  noun: string;
  /** The poster's list ("Go to My PGs"); none for a guest. */
  list?: { href: string; label: string } | null;
};

/** After a PG or project is posted: live ones link to their page; pending ones say why they wait. */
export function ItemPosted({ done, noun, list }: Props) {
  return (
    <section className="profile-card" aria-live="polite">
      <h2 className="h5">{done.status === 'approved' ? `Your ${noun} is live` : 'Saved: waiting for review'}</h2>
      {done.reasons.length > 0 && <ul>{done.reasons.map((r) => <li key={r}>{r}</li>)}</ul>}
      <p className="d-flex gap-3 flex-wrap">
        {done.status === 'approved' && <Link href={done.detail_url}>View your {noun}</Link>}
        {list && <Link href={list.href}>{list.label}</Link>}
      </p>
    </section>
  );
}
