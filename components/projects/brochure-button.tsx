'use client';
import { useState } from 'react';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { requireLogin } from '@/store/dialogs-slice';
import { brochureHistory } from '@/services/api/projects';

/** Download brochure: signed-in visitors only; each download is recorded (create-history) as the builder's lead. */
export function BrochureButton({ projectId }: { projectId: number }) {
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (!loggedIn) { dispatch(requireLogin(null)); return; }
    setBusy(true);
    try {
      const r = await brochureHistory(projectId);
      // A download, not a tab: brochures are served as attachments (no PDF runs in the site's origin).
      const a = document.createElement('a');
      a.href = r.data.url;
      a.download = '';
      a.rel = 'noopener';
      document.body.appendChild(a);
      a.click();
      a.remove();
      toast.success('Brochure download started; the builder may call you');
    } catch (e) { toast.error(errorMessage(e, 'Something Went Wrong')); } finally { setBusy(false); }
  };
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => void onClick()} disabled={busy} aria-busy={busy || undefined}>
        Download brochure
      </button>
      <p className="small text-muted mt-1 mb-0">We share your name and phone number with the builder when you download.</p>
    </>
  );
}
