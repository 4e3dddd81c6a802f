'use client';
import { useState } from 'react';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { shareMyNumber } from '@/services/api/trust';

/** "Share my number" on one lead: only that visitor then sees the poster's phone. */
export function ShareNumberButton({ leadType, leadId, shared }: { leadType: 'callback' | 'enquiry'; leadId: number; shared: boolean }) {
  const [done, setDone] = useState(shared);
  const [busy, setBusy] = useState(false);
  if (done) return <p className="small text-success mb-1" role="status">You shared your number with this person.</p>;
  return (
    <button type="button" className="btn btn-sm btn-outline-success mb-1" disabled={busy} aria-busy={busy || undefined}
      onClick={async () => {
        setBusy(true);
        try {
          await shareMyNumber({ lead_type: leadType, lead_id: leadId });
          setDone(true);
          toast.success('Your number is now visible to this person');
        } catch (e) {
          toast.error(errorMessage(e, 'Something Went Wrong'));
        } finally {
          setBusy(false);
        }
      }}>
      {busy ? 'Sharing…' : 'Share my number'}
    </button>
  );
}
