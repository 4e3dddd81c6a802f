'use client';
import { useState } from 'react';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { requireLogin } from '@/store/dialogs-slice';
import { brochureHistory } from '@/services/api/projects';

/** The button's words in a page's language; English by default. */
export type BrochureWords = { download: string; downloadNote: string; downloadStarted: string; failed: string };
const ENGLISH: BrochureWords = {
  download: 'Download brochure', downloadNote: 'We share your name and phone number with the builder when you download.',
  downloadStarted: 'Brochure download started; the builder may call you', failed: 'Something Went Wrong',
};

/** Download brochure: signed-in visitors only; each download is recorded (create-history) as the builder's lead. */
export function BrochureButton({ projectId, words: w = ENGLISH }: { projectId: number; words?: BrochureWords }) {
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
      toast.success(w.downloadStarted);
    } catch (e) { toast.error(errorMessage(e, w.failed)); } finally { setBusy(false); }
  };
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => void onClick()} disabled={busy} aria-busy={busy || undefined}>
        {w.download}
      </button>
      <p className="small text-muted mt-1 mb-0">{w.downloadNote}</p>
    </>
  );
}
