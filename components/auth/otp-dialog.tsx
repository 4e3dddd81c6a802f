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

/** SPEC §4 Login steps 2-5: 4-digit OTP, 30 s resend countdown, Change. */
export function OtpDialog({ demoMode }: { demoMode: boolean }) {
  const open = useAppSelector((s) => s.dialogs.open === 'otp');
  // Handing over to another dialog: focus goes there, not back to the page.
  const restoreFocus = useAppSelector((s) => s.dialogs.open === null);
  return (
    <Modal onKeyDown={wrapFocus} show={open} onHide={() => undefined} backdrop="static" centered aria-labelledby="otp-dialog-title" restoreFocus={restoreFocus}
      onEntered={(node: HTMLElement) => node.querySelector<HTMLInputElement>('.otp-boxes input')?.focus()}>
      {open && <OtpForm demoMode={demoMode} />}
    </Modal>
  );
}

function OtpForm({ demoMode }: { demoMode: boolean }) {
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
      setError('Enter OTP');
      return;
    }
    const r = await dispatch(verifyOtpThunk({ otp }));
    if (verifyOtpThunk.fulfilled.match(r)) {
      await afterVerify(!!r.payload.user.is_registered);
    } else {
      const msg = r.payload?.message ?? 'Something Went Wrong';
      // SPEC §8: the inline error is the server's data, plus a toast.
      setError(typeof r.payload?.data === 'string' ? r.payload.data : msg);
      toast.error(msg);
    }
  };

  const resend = async () => {
    const r = await dispatch(resendOtpThunk());
    if (resendOtpThunk.fulfilled.match(r)) {
      toast.success(r.payload || 'OTP resent successfully');
      setOtp('');
      setError(null);
      restart();
      if (demoMode && phone) void dispatch(fetchDemoOtp(phone));
    } else {
      toast.error(r.payload?.message ?? 'Something Went Wrong');
    }
  };

  return (
    <form onSubmit={verify} noValidate>
      <Modal.Header>
        <Modal.Title id="otp-dialog-title">Verify your number</Modal.Title>
        <button type="button" className="btn-close" aria-label="Close" onClick={() => dispatch(closeDialog())} />
      </Modal.Header>
      <Modal.Body>
        <p className="mb-1">Enter the {OTP_LENGTH}-digit OTP sent to <strong>+91 {phone}</strong></p>
        <button type="button" className="btn btn-link p-0 mb-3" onClick={() => dispatch(openDialog('mobile'))}>Change</button>
        {demoMode && (
          <p className="demo-hint" role="note" aria-live="polite">
            Demo mode: no SMS is sent. {demoOtp ? <>Your OTP is <strong data-testid="demo-otp">{demoOtp}</strong>.</> : 'Fetching your OTP…'}
          </p>
        )}
        <OtpInput value={otp} onChange={(v) => { setOtp(v); setError(null); }} invalid={!!error} describedBy={error ? 'otp-error' : undefined} />
        {error && <div id="otp-error" className="invalid-feedback d-block text-center mt-2" role="alert">{error}</div>}
        <p className="text-center mt-3 mb-0" aria-live="polite">
          {left > 0 ? (
            <span className="text-muted">Resend OTP in 00:{String(left).padStart(2, '0')}</span>
          ) : (
            <button type="button" className="btn btn-link p-0" onClick={resend} disabled={busy}>Resend OTP</button>
          )}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="submit" className="btn btn-primary w-100" disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}VERIFY
        </button>
      </Modal.Footer>
    </form>
  );
}
