'use client';
import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { toast } from '@/components/layout/toast';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@/lib/constants';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { resendOtpThunk, verifyOtpThunk } from '@/store/auth-slice';
import { closeDialog, fetchDemoOtp, openDialog } from '@/store/dialogs-slice';
import { OtpInput } from './otp-input';
import { useCountdown } from './use-countdown';
import { useAfterLogin } from './use-after-login';
import { wrapFocus } from '@/components/forms/wrap-focus';
import { fill } from '@/lib/i18n/fill';
import { serverText, type ServerText } from '@/lib/server-messages';
import { around, ENGLISH_AUTH_WORDS, type AuthWords } from './auth-words';

/** SPEC §4 Login steps 2-5: 4-digit OTP, 30 s resend countdown, Change. */
export function OtpDialog({ demoMode, words = ENGLISH_AUTH_WORDS }: { demoMode: boolean; words?: AuthWords }) {
  const open = useAppSelector((s) => s.dialogs.open === 'otp');
  // Handing over to another dialog: focus goes there, not back to the page.
  const restoreFocus = useAppSelector((s) => s.dialogs.open === null);
  return (
    <Modal onKeyDown={wrapFocus} show={open} onHide={() => undefined} backdrop="static" centered aria-labelledby="otp-dialog-title" restoreFocus={restoreFocus}
      onEntered={(node: HTMLElement) => node.querySelector<HTMLInputElement>('.otp-boxes input')?.focus()}>
      {open && <OtpForm demoMode={demoMode} words={words} />}
    </Modal>
  );
}

function OtpForm({ demoMode, words }: { demoMode: boolean; words: AuthWords }) {
  const w = words.otp;
  const said = (e: ServerText | undefined) => (e ? serverText(e, words.server) : words.wrong);
  const dispatch = useAppDispatch();
  const phone = useAppSelector((s) => s.signup.phoneNumber);
  const busy = useAppSelector((s) => s.auth.inProgress);
  const demoOtp = useAppSelector((s) => s.dialogs.demoOtp);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { left, restart } = useCountdown(OTP_RESEND_SECONDS);
  const { afterVerify } = useAfterLogin();

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (otp.length !== OTP_LENGTH) {
      setError(words.errors['Enter OTP'] ?? 'Enter OTP');
      return;
    }
    const r = await dispatch(verifyOtpThunk({ otp }));
    if (verifyOtpThunk.fulfilled.match(r)) {
      await afterVerify(!!r.payload.user.is_registered);
    } else {
      const msg = said(r.payload);
      // SPEC §8: the inline error is the server's data, plus a toast. A coded message is the same
      // text in the page's language; other data stays as the server wrote it.
      const coded = !!r.payload?.code && !!words.server[r.payload.code];
      setError(typeof r.payload?.data === 'string' && !coded ? r.payload.data : msg);
      toast.error(msg);
    }
  };

  const resend = async () => {
    const r = await dispatch(resendOtpThunk());
    if (resendOtpThunk.fulfilled.match(r)) {
      toast.success(serverText(r.payload, words.server) || w.resent);
      setOtp('');
      setError(null);
      restart();
      if (demoMode && phone) void dispatch(fetchDemoOtp(phone));
    } else {
      toast.error(said(r.payload));
    }
  };

  const sentTo = around(fill(w.sentTo, { n: OTP_LENGTH }), 'value');
  const demoText = around(w.demoOtp, 'value');
  return (
    <form onSubmit={verify} noValidate>
      <Modal.Header>
        <Modal.Title id="otp-dialog-title">{w.title}</Modal.Title>
        <button type="button" className="btn-close" aria-label={words.close} onClick={() => dispatch(closeDialog())} />
      </Modal.Header>
      <Modal.Body>
        <p className="mb-1">{sentTo[0]}<strong>+91 {phone}</strong>{sentTo[1]}</p>
        <button type="button" className="btn btn-link p-0 mb-3" onClick={() => dispatch(openDialog('mobile'))}>{w.change}</button>
        {demoMode && (
          <p className="demo-hint" role="note" aria-live="polite">
            {w.demo} {demoOtp ? <>{demoText[0]}<strong data-testid="demo-otp">{demoOtp}</strong>{demoText[1]}</> : w.demoFetching}
          </p>
        )}
        <OtpInput group={w.group} digit={w.digit} value={otp} onChange={(v) => { setOtp(v); setError(null); }} invalid={!!error} describedBy={error ? 'otp-error' : undefined} />
        {error && <div id="otp-error" className="invalid-feedback d-block text-center mt-2" role="alert">{error}</div>}
        <p className="text-center mt-3 mb-0" aria-live="polite">
          {left > 0 ? (
            <span className="text-muted">{fill(w.resendIn, { value: `00:${String(left).padStart(2, '0')}` })}</span>
          ) : (
            <button type="button" className="btn btn-link p-0" onClick={resend} disabled={busy}>{w.resend}</button>
          )}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="submit" className="btn btn-primary w-100" disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}{w.verify}
        </button>
      </Modal.Footer>
    </form>
  );
}
