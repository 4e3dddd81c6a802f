'use client';
import Modal from 'react-bootstrap/Modal';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { toast } from '@/components/layout/toast';
import { countryCode, phoneNumber } from '@/lib/validation/auth';
import { COUNTRY_CODE, COUNTRY_ISO } from '@/lib/constants';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loginThunk } from '@/store/auth-slice';
import { clearPending, closeDialog, fetchDemoOtp, openDialog } from '@/store/dialogs-slice';
import { TextField } from '@/components/forms/text-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { GuestPostLink } from '@/components/posting/guest-post-link';
import { wrapFocus } from '@/components/forms/wrap-focus';
import { ErrorWords } from '@/components/forms/error-words';
import { serverText } from '@/lib/server-messages';
import { ENGLISH_AUTH_WORDS, type AuthWords } from './auth-words';

const schema = yup.object({ country_code: countryCode, phone_number: phoneNumber });

/** SPEC §4 Login step 1-2: mobile number, CONTINUE requests the OTP. */
export function MobileDialog({ demoMode, words = ENGLISH_AUTH_WORDS }: { demoMode: boolean; words?: AuthWords }) {
  const w = words.mobile;
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.dialogs.open === 'mobile');
  // Handing over to another dialog: focus goes there, not back to the page.
  const restoreFocus = useAppSelector((s) => s.dialogs.open === null);
  const lastPhone = useAppSelector((s) => s.signup.phoneNumber);
  const posting = useAppSelector((s) => s.dialogs.pending?.type === 'post');
  return (
    // Focus lands in the number field as the dialog opens.
    <Modal onKeyDown={wrapFocus} show={open} onHide={() => dispatch(closeDialog())} centered aria-labelledby="mobile-dialog-title" restoreFocus={restoreFocus}
      onEntered={(node: HTMLElement) => node.querySelector<HTMLInputElement>('input[name="phone_number"]')?.focus()}>
      <Modal.Header closeButton closeLabel={words.close}>
        <Modal.Title id="mobile-dialog-title">{w.title}</Modal.Title>
      </Modal.Header>
      <ErrorWords.Provider value={words.errors}>
      <Formik
        initialValues={{ country_code: COUNTRY_CODE, phone_number: lastPhone ?? '' }}
        validationSchema={schema}
        // Leaving the empty field (say, to close the dialog) is no mistake: errors show after CONTINUE or typing.
        validateOnBlur={false}
        onSubmit={async (values) => {
          const r = await dispatch(loginThunk(values));
          if (loginThunk.fulfilled.match(r)) {
            toast.success(serverText(r.payload, words.server) || w.sent);
            if (demoMode) void dispatch(fetchDemoOtp(values.phone_number));
            dispatch(openDialog('otp'));
          } else {
            toast.error(r.payload ? serverText(r.payload, words.server) : words.wrong);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Modal.Body>
              <p className="text-muted">{w.lead}</p>
              <div className="d-flex gap-2 align-items-start">
                <div className="mb-3" style={{ width: 120 }}>
                  <label htmlFor="country-code" className="form-label">{w.country}</label>
                  <select id="country-code" name="country_code" className="form-select" defaultValue={COUNTRY_CODE}>
                    <option value={COUNTRY_CODE}>{COUNTRY_ISO} {COUNTRY_CODE}</option>
                  </select>
                </div>
                <TextField name="phone_number" label={w.number} inputMode="numeric" autoComplete="tel-national"
                  maxLength={10} placeholder={w.placeholder} className="mb-3 flex-grow-1" />
              </div>
              {/* DPDP notice (s.5): what the number is for, before it is given; the consent is recorded at sign-in. */}
              <p className="small text-body-secondary mb-2" id="login-notice" data-testid="login-notice">
                {w.notice}{' '}
                <a href="/static-pages/privacy-policy" target="_blank" rel="noopener">{w.privacy}</a>
              </p>
              {posting && <GuestPostLink lead={w.guestLead} link={w.guestLink} onGo={() => { dispatch(clearPending()); dispatch(closeDialog()); }} />}
            </Modal.Body>
            <Modal.Footer>
              <SubmitButton busy={isSubmitting} className="btn btn-primary w-100">{w.submit}</SubmitButton>
            </Modal.Footer>
          </Form>
        )}
      </Formik>
      </ErrorWords.Provider>
    </Modal>
  );
}
