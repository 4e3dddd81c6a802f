'use client';
import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { sendVerifyEmail, verifyEmail } from '@/services/api/profile';
import { fill } from '@/lib/i18n/fill';
import { ENGLISH_PROFILE_WORDS, type ProfileWords } from './profile-words';

const CODE_LENGTH = 6;

/** E-mail verification: send a 6-digit code to an address, enter it, see the Verified badge. */
export function EmailVerification({ email: saved, verified: savedVerified, words = ENGLISH_PROFILE_WORDS }: {
  email: string | null; verified: boolean; words?: ProfileWords;
}) {
  const w = words.email;
  const router = useRouter();
  const id = useId();
  const [email, setEmail] = useState(saved ?? '');
  const [verified, setVerified] = useState(savedVerified);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isVerified = verified && email.trim().toLowerCase() === (saved ?? '').toLowerCase();

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await sendVerifyEmail({ email: email.trim() });
      setSentTo(email.trim());
      setCode('');
      toast.success(res.message);
    } catch (err) {
      toast.error(errorMessage(err, words.wrong, words.server));
    } finally { setBusy(false); }
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) { setError(fill(w.enterCode, { n: CODE_LENGTH })); return; }
    setBusy(true);
    try {
      const res = await verifyEmail({ code });
      setVerified(true);
      setSentTo(null);
      toast.success(res.message);
      router.refresh(); // the verified address becomes the profile e-mail
    } catch (err) {
      setError(errorMessage(err, words.wrong, words.server));
    } finally { setBusy(false); }
  };

  return (
    <section className="profile-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">{w.title}</h2>
      <form onSubmit={send} noValidate className="mb-3">
        <label htmlFor={`${id}-email`} className="form-label">{w.address}</label>
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <input id={`${id}-email`} type="email" className="form-control flex-grow-1" style={{ maxWidth: 360 }} value={email}
            autoComplete="email" onChange={(e) => { setEmail(e.target.value); setSentTo(null); }} />
          {isVerified
            ? <span className="badge text-bg-success" data-testid="email-verified">{w.verified}</span>
            : <button type="submit" className="btn btn-outline-primary" disabled={busy || !email.trim()}>{sentTo ? w.sendAgain : w.send}</button>}
        </div>
      </form>
      {sentTo && !isVerified && (
        <form onSubmit={verify} noValidate>
          <label htmlFor={`${id}-code`} className="form-label">{fill(w.sentTo, { value: sentTo })}</label>
          <div className="d-flex flex-wrap gap-2">
            <input id={`${id}-code`} className={`form-control${error ? ' is-invalid' : ''}`} style={{ maxWidth: 160 }}
              inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_LENGTH} value={code}
              aria-invalid={!!error || undefined} aria-describedby={error ? `${id}-code-error` : undefined}
              onChange={(e) => { setCode(e.target.value.replace(/\D/g, '')); setError(null); }} />
            <button type="submit" className="btn btn-primary" disabled={busy}>{w.verify}</button>
          </div>
          {error && <div id={`${id}-code-error`} className="invalid-feedback d-block" role="alert">{error}</div>}
        </form>
      )}
    </section>
  );
}
