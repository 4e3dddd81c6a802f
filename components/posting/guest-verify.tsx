'use client';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { OtpInput } from '@/components/auth/otp-input';
import { TextField } from '@/components/forms/text-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { toast } from '@/components/layout/toast';
import { COUNTRY_CODE } from '@/lib/constants';
import { errorMessage } from '@/lib/error-message';
import { otp as otpRule, phoneNumber } from '@/lib/validation/auth';
import { login } from '@/services/api/auth';
import { readSmsOutbox } from '@/services/api/dev';
import { guestVerifyOtp } from '@/services/api/posting';
import type { GuestSession } from './guest-session';

const phoneSchema = yup.object({ phone_number: phoneNumber });
const otpSchema = yup.object({ otp: otpRule });

/**
 * Guest posting, step zero: the mobile number and its OTP (same rules as
 * login). Success gives a posting token, not a login.
 */
export function GuestVerify({ demoMode, onVerified }: { demoMode: boolean; onVerified: (s: GuestSession) => void }) {
  const [sent, setSent] = useState<{ phone: string; otpToken: string } | null>(null);
  const [demoOtp, setDemoOtp] = useState<string | null>(null);

  const send = async (phone: string) => {
    const r = await login({ country_code: COUNTRY_CODE, phone_number: phone });
    toast.success(r.message || 'OTP sent successfully');
    setSent({ phone, otpToken: r.data.otp_token });
    if (demoMode) {
      const box = await readSmsOutbox(phone).catch(() => null);
      setDemoOtp(box?.data[0]?.message.match(/\b(\d{4})\b/)?.[1] ?? null);
    }
  };

  if (!sent) {
    return (
      <Formik key="phone" initialValues={{ phone_number: '' }} validationSchema={phoneSchema}
        onSubmit={async (v) => { try { await send(v.phone_number); } catch (err) { toast.error(errorMessage(err, 'Something Went Wrong')); } }}>
        {({ isSubmitting }) => (
          <Form noValidate className="profile-card" aria-label="Verify your mobile number">
            <h2 className="h5">Your mobile number</h2>
            <p className="text-muted">Your number stays private: it is not shown on your listing. People who are interested send an
              enquiry or ask for a callback, and you see them under Leads when you log in with this number; you choose whom to
              share your number with. We text you a one-time password to confirm it.</p>
            <TextField name="phone_number" label="Mobile number" inputMode="numeric" maxLength={10} autoComplete="tel-national" placeholder="10-digit mobile number" />
            <SubmitButton busy={isSubmitting}>Send OTP</SubmitButton>
          </Form>
        )}
      </Formik>
    );
  }

  return (
    <Formik key="otp" initialValues={{ otp: '' }} validationSchema={otpSchema}
      onSubmit={async (v, { setFieldError }) => {
        try {
          const r = await guestVerifyOtp({ otp_token: sent.otpToken, otp: v.otp });
          onVerified({ token: r.data.guest_token, phone: sent.phone, listings: r.data.listings });
        } catch (err) {
          const m = errorMessage(err, 'Something Went Wrong');
          setFieldError('otp', m);
          toast.error(m);
        }
      }}>
      {({ values, errors, touched, setFieldValue, isSubmitting }) => (
        <Form noValidate className="profile-card" aria-label="Enter the OTP">
          <h2 className="h5">Enter the OTP sent to {COUNTRY_CODE} {sent.phone}</h2>
          {demoMode && (
            <p className="demo-hint" role="note" aria-live="polite">
              Demo mode: no SMS is sent. {demoOtp ? <>Your OTP is <strong data-testid="demo-otp">{demoOtp}</strong>.</> : 'Fetching your OTP…'}
            </p>
          )}
          <OtpInput value={values.otp} onChange={(x) => void setFieldValue('otp', x)} invalid={!!(touched.otp && errors.otp)}
            describedBy={touched.otp && errors.otp ? 'guest-otp-error' : undefined} />
          {touched.otp && errors.otp && <div id="guest-otp-error" className="invalid-feedback d-block" role="alert">{errors.otp}</div>}
          <div className="d-flex gap-2 mt-3">
            <button type="button" className="btn btn-outline-secondary" onClick={() => { setSent(null); setDemoOtp(null); }}>Change number</button>
            <SubmitButton busy={isSubmitting}>VERIFY</SubmitButton>
          </div>
        </Form>
      )}
    </Formik>
  );
}
