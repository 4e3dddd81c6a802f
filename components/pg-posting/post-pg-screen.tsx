'use client';
import { PosterGate } from '@/components/posting/poster-gate';
import { PgWizard } from './pg-wizard';

type Props = { editId: number | null; signedIn: boolean; role: string | null };

/** /post-pg/{pg}: the PG wizard for owners, agents and builders; others log in or choose a user type first. */
export function PostPgScreen({ editId, signedIn, role }: Props) {
  return (
    <PosterGate noun="PG" plural="PGs" signedIn={signedIn} role={role} guestHref="/post-pg/pg-guest/pg">
      <PgWizard editId={editId} />
    </PosterGate>
  );
}
