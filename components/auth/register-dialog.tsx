'use client';
import Modal from 'react-bootstrap/Modal';
import { Form, Formik } from 'formik';
import { toast } from '@/components/layout/toast';
import { registerFormSchema } from '@/lib/validation/register';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { registerThunk } from '@/store/auth-slice';
import { TextField } from '@/components/forms/text-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useAfterLogin } from './use-after-login';
import { wrapFocus } from '@/components/forms/wrap-focus';
import { ErrorWords } from '@/components/forms/error-words';
import { serverText } from '@/lib/server-messages';
import { ENGLISH_AUTH_WORDS, type AuthWords } from './auth-words';

/** SPEC §4 Registration: static (no backdrop or Escape dismissal). */
export function RegisterDialog({ words = ENGLISH_AUTH_WORDS }: { words?: AuthWords }) {
  const w = words.register;
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.dialogs.open === 'register');
  const { afterRegister } = useAfterLogin();
  return (
    <Modal onKeyDown={wrapFocus} show={open} backdrop="static" keyboard={false} centered aria-labelledby="register-dialog-title">
      <Modal.Header>
        <Modal.Title id="register-dialog-title">{w.title}</Modal.Title>
      </Modal.Header>
      <ErrorWords.Provider value={words.errors}>
      <Formik
        initialValues={{ name: '', email: '' }}
        validationSchema={registerFormSchema}
        onSubmit={async (values) => {
          const r = await dispatch(registerThunk({ name: values.name.trim(), email: values.email.trim() || undefined }));
          if (registerThunk.fulfilled.match(r)) {
            toast.success(serverText(r.payload, words.server) || w.done);
            await afterRegister();
          } else {
            toast.error(r.payload ? serverText(r.payload, words.server) : words.wrong);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Modal.Body>
              <p className="text-muted">{w.lead}</p>
              <TextField name="name" label={w.name} autoComplete="name" />
              <TextField name="email" type="email" label={w.email} autoComplete="email" />
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
