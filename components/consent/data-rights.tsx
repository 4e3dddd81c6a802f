'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { deleteMyAccount, downloadMyData } from '@/services/api/consent';
import { accountDeleted } from '@/store/auth-slice';
import { useAppDispatch } from '@/store/hooks';
import { localePath } from '@/lib/i18n/locales';
import { ENGLISH_PROFILE_WORDS, type ProfileWords } from '@/components/profile/profile-words';

/** "Download my data" (a JSON file) and "Delete my account" (typing the mobile number confirms). */
export function DataRights({ words = ENGLISH_PROFILE_WORDS }: { words?: ProfileWords }) {
  const w = words.data;
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
      toast.success(w.downloading);
    } catch (e) {
      toast.error(errorMessage(e, words.wrong, words.server));
    }
  };

  const erase = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteMyAccount(phone);
      dispatch(accountDeleted());
      toast.success(w.deleted);
      router.replace(localePath('/', words.locale));
      router.refresh();
    } catch (err) {
      setError(errorMessage(err, words.wrong, words.server));
      setBusy(false);
    }
  };

  return (
    <section className="profile-card" aria-labelledby="data-rights-title">
      <h2 className="h5" id="data-rights-title">{w.title}</h2>
      <p className="small text-body-secondary">{w.intro}</p>
      <button type="button" className="btn btn-outline-primary mb-3" onClick={download}>{w.download}</button>
      <h3 className="h6" id="delete-account">{w.deleteTitle}</h3>
      <p className="small text-body-secondary">{w.deleteIntro}</p>
      <button type="button" className="btn btn-outline-danger" onClick={() => { setOpen(true); setError(null); setPhone(''); }}>
        {w.deleteButton}
      </button>
      <ConfirmDialog show={open} onCancel={() => setOpen(false)} onConfirm={() => void erase()} busy={busy} confirmDisabled={!phone.trim()}
        title={w.dialogTitle} confirmLabel={w.deleteButton} cancelLabel={w.cancel}>
        <p>{w.dialogText}</p>
        <label htmlFor="delete-phone" className="form-label">{w.phone}</label>
        <input id="delete-phone" className={`form-control${error ? ' is-invalid' : ''}`} inputMode="numeric" autoComplete="off"
          value={phone} onChange={(e) => setPhone(e.target.value)} aria-describedby={error ? 'delete-phone-error' : undefined}
          aria-invalid={error ? true : undefined} />
        {error && <div id="delete-phone-error" className="invalid-feedback" role="alert">{error}</div>}
      </ConfirmDialog>
    </section>
  );
}
