'use client';
import Modal from 'react-bootstrap/Modal';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/layout/toast';
import { builderFormSchema } from '@/lib/validation/builder';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { builderRegisterThunk } from '@/store/auth-slice';
import { closeDialog, openDialog } from '@/store/dialogs-slice';
import { TextField } from '@/components/forms/text-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { ImageField } from '@/components/forms/image-field';
import { uploadLogo } from '@/components/forms/uploads';
import { wrapFocus } from '@/components/forms/wrap-focus';
import { ErrorWords } from '@/components/forms/error-words';
import { serverText } from '@/lib/server-messages';
import { ENGLISH_AUTH_WORDS, type AuthWords } from './auth-words';

type Values = { logo: string; companyName: string; name: string; role: string; email: string };

/**
 * SPEC §4/§5 builder registration: company logo, company name, name, role;
 * then role_type builder (both in builderRegisterThunk) and the post chooser.
 * A failure toasts the server's message and resets the logo (SPEC §8).
 */
export function BuilderRegisterDialog({ words = ENGLISH_AUTH_WORDS }: { words?: AuthWords }) {
  const w = words.builder;
  const dispatch = useAppDispatch();
  const router = useRouter();
  const open = useAppSelector((s) => s.dialogs.open === 'builderRegister');
  const name = useAppSelector((s) => s.auth.name);

  const submit = async (v: Values, { setFieldValue }: FormikHelpers<Values>) => {
    const r = await dispatch(builderRegisterThunk({
      company_logo: v.logo, company_name: v.companyName, name: v.name.trim(),
      company_role: v.role.trim(), email: v.email.trim() || undefined,
    }));
    if (builderRegisterThunk.fulfilled.match(r)) {
      toast.success(w.done);
      dispatch(openDialog('postChooser'));
      router.refresh();
    } else {
      toast.error(r.payload ? serverText(r.payload, words.server) : words.wrong);
      await setFieldValue('logo', '');
    }
  };

  return (
    <Modal onKeyDown={wrapFocus} show={open} onHide={() => dispatch(closeDialog())} backdrop="static" centered aria-labelledby="builder-register-title">
      <Modal.Header closeButton closeLabel={words.close}>
        <Modal.Title id="builder-register-title">{w.title}</Modal.Title>
      </Modal.Header>
      <ErrorWords.Provider value={words.errors}>
      <Formik<Values>
        initialValues={{ logo: '', companyName: '', name: name ?? '', role: '', email: '' }}
        validationSchema={builderFormSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Modal.Body>
              <ImageField name="logo" label={w.logo} upload={uploadLogo} round={false} />
              <TextField name="companyName" label={w.company} autoComplete="organization" />
              <TextField name="name" label={w.name} autoComplete="name" />
              <TextField name="role" label={w.role} autoComplete="organization-title" />
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
