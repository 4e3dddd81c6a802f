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


/** SPEC §4 Registration: static (no backdrop or Escape dismissal). */
export function RegisterDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.dialogs.open === 'register');
  const { afterRegister } = useAfterLogin();
  return (
    <Modal onKeyDown={wrapFocus} show={open} backdrop="static" keyboard={false} centered aria-labelledby="register-dialog-title">
      <Modal.Header>
        <Modal.Title id="register-dialog-title">Register your account</Modal.Title>
      </Modal.Header>
      <Formik
        initialValues={{ name: '', email: '' }}
        validationSchema={registerFormSchema}
        onSubmit={async (values) => {
          const r = await dispatch(registerThunk({ name: values.name.trim(), email: values.email.trim() || undefined }));
          if (registerThunk.fulfilled.match(r)) {
            toast.success(r.payload || 'Registered successfully');
            await afterRegister();
          } else {
            toast.error(r.payload?.message ?? 'Something Went Wrong');
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Modal.Body>
              <p className="text-muted">Tell us your name to finish signing up.</p>
              <TextField name="name" label="Full name" autoComplete="name" />
              <TextField name="email" type="email" label="E-mail (optional)" autoComplete="email" />
            </Modal.Body>
            <Modal.Footer>
              <SubmitButton busy={isSubmitting} className="btn btn-primary w-100">Register</SubmitButton>
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
