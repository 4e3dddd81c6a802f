'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { deleteMyAccount, downloadMyData } from '@/services/api/consent';
import { accountDeleted } from '@/store/auth-slice';
import { useAppDispatch } from '@/store/hooks';

/** "Download my data" (a JSON file) and "Delete my account" (typing the mobile number confirms). */
export function DataRights() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    try {
      const r = await downloadMyData();
      const url = URL.createObjectURL(new Blob([JSON.stringify(r.data, null, 2)], { type: 'application/json' }));
      const a = Object.assign(document.createElement('a'), { href: url, download: 'gharbazaar-my-data.json' });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success('Your data is downloading');
    } catch (e) {
      toast.error(errorMessage(e, 'Something Went Wrong'));
    }
  };

  const erase = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteMyAccount(phone);
      dispatch(accountDeleted());
      toast.success('Your account is deleted');
      router.replace('/');
      router.refresh();
    } catch (err) {
      setError(errorMessage(err, 'Something Went Wrong'));
      setBusy(false);
    }
  };

  return (
    <section className="profile-card" aria-labelledby="data-rights-title">
      <h2 className="h5" id="data-rights-title">Your data</h2>
      <p className="small text-body-secondary">A copy of your profile, listings, leads, saved items, searches and consents.</p>
      <button type="button" className="btn btn-outline-primary mb-3" onClick={download}>Download my data</button>
      <h3 className="h6" id="delete-account">Delete my account</h3>
      <p className="small text-body-secondary">
        Your profile and contact details are erased, your listings leave search, and leads you sent stay with their
        posters without your name or number. Invoices are kept for 8 years, as the GST law requires.
      </p>
      <button type="button" className="btn btn-outline-danger" onClick={() => { setOpen(true); setError(null); setPhone(''); }}>
        Delete my account
      </button>
      <ConfirmDialog show={open} onCancel={() => setOpen(false)} onConfirm={() => void erase()} busy={busy} confirmDisabled={!phone.trim()}
        title="Delete your account?" confirmLabel="Delete my account">
        <p>This cannot be undone. Type your mobile number to confirm.</p>
        <label htmlFor="delete-phone" className="form-label">Your mobile number</label>
        <input id="delete-phone" className={`form-control${error ? ' is-invalid' : ''}`} inputMode="numeric" autoComplete="off"
          value={phone} onChange={(e) => setPhone(e.target.value)} aria-describedby={error ? 'delete-phone-error' : undefined}
          aria-invalid={error ? true : undefined} />
        {error && <div id="delete-phone-error" className="invalid-feedback" role="alert">{error}</div>}
      </ConfirmDialog>
    </section>
  );
}
