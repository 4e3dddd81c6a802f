'use client';
import { useMemo } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { toast } from '@/components/layout/toast';
import { MOBILE_PATTERN, NAME_PATTERN } from '@/lib/validation/auth';
import { errorMessage } from '@/lib/error-message';
import { createRequestCallback } from '@/services/api/profile';
import { useAppSelector } from '@/store/hooks';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { wrapFocus } from '@/components/forms/wrap-focus';
import { ENGLISH_CALLBACK_WORDS, type CallbackWords } from './callback-words';

/** The server's rules (lib/validation/auth.ts personName, phoneNumber), with their messages in the page's language. */
const schemaIn = (w: CallbackWords) => yup.object({
  name: yup.string().typeError(w.nameInvalid).trim().required(w.required).matches(NAME_PATTERN, w.nameInvalid),
  phone_number: yup.string().typeError(w.phoneInvalid).required(w.phoneRequired).matches(MOBILE_PATTERN, w.phoneInvalid),
  preferred_time: yup.string(),
  message: yup.string().max(500, w.messageLong),
});

type Props = { show: boolean; onClose: () => void; title: string; propertyId: number; propertyType: string; words?: CallbackWords };

/** Asks the poster to call back: the request lands in their Request Callbacks page. */
export function CallbackDialog({ show, onClose, title, propertyId, propertyType, words: w = ENGLISH_CALLBACK_WORDS }: Props) {
  const { name, mobile } = useAppSelector((s) => s.auth);
  const schema = useMemo(() => schemaIn(w), [w]);
  return (
    <Modal onKeyDown={wrapFocus} show={show} onHide={onClose} centered aria-labelledby="callback-dialog-title">
      <Modal.Header closeButton closeLabel={w.close}>
        <Modal.Title id="callback-dialog-title" as="h2" className="h5">{title}</Modal.Title>
      </Modal.Header>
      <Formik
        initialValues={{ name: name ?? '', phone_number: mobile ?? '', preferred_time: w.anyTime, message: '' }}
        validationSchema={schema}
        onSubmit={async (v) => {
          try {
            await createRequestCallback({ property_id: propertyId, property_type: propertyType, ...v, name: v.name.trim() });
            toast.success(w.sent);
            onClose();
          } catch (e) {
            toast.error(errorMessage(e, w.failed, w.server));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Modal.Body>
              <TextField name="name" label={w.name} autoComplete="name" />
              <TextField name="phone_number" label={w.phone} inputMode="numeric" maxLength={10} autoComplete="tel-national" />
              <TextField name="preferred_time" label={w.time} list="callback-times" />
              <datalist id="callback-times">
                {[w.anyTime, w.morning, w.afternoon, w.evening].map((t) => <option key={t} value={t} />)}
              </datalist>
              <TextareaField name="message" label={w.message} rows={3} />
            </Modal.Body>
            <Modal.Footer>
              <button type="button" className="btn btn-outline-secondary" onClick={onClose}>{w.cancel}</button>
              <SubmitButton busy={isSubmitting}>{w.send}</SubmitButton>
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
