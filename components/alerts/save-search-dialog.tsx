'use client';
import Modal from 'react-bootstrap/Modal';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Link from 'next/link';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { createSavedSearch } from '@/services/api/trust';
import { ChoiceGroupField } from '@/components/forms/choice-group-field';
import { TextField } from '@/components/forms/text-field';
import { SubmitButton } from '@/components/forms/submit-button';

type Props = { show: boolean; onClose: () => void; group: string; searchId: string; city: string; title: string };
const schema = yup.object({
  name: yup.string().trim().max(120, 'name must be at most 120 characters'),
  frequency: yup.string().oneOf(['instant', 'daily']).required('Required'),
  channel: yup.string().oneOf(['sms', 'email']).required('Required'),
});

/** Save this search and choose how new matches arrive. */
export function SaveSearchDialog({ show, onClose, group, searchId, city, title }: Props) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="save-search-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="save-search-title" as="h2" className="h5">Save this search</Modal.Title>
      </Modal.Header>
      <Formik initialValues={{ name: title, frequency: 'instant', channel: 'sms' }} validationSchema={schema}
        onSubmit={async (v) => {
          try {
            await createSavedSearch({ search_group: group, search_id: searchId, city, ...v });
            toast.success('Search saved. We will alert you about new matches.');
            onClose();
          } catch (e) {
            toast.error(errorMessage(e, 'Something Went Wrong'));
          }
        }}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <Modal.Body>
              <TextField name="name" label="Name" />
              <ChoiceGroupField name="frequency" label="Alert me" options={[{ value: 'instant', label: 'Instantly' }, { value: 'daily', label: 'Once a day' }]} />
              <ChoiceGroupField name="channel" label="By" options={[{ value: 'sms', label: 'SMS' }, { value: 'email', label: 'E-mail' }]} />
              {/* Buyers' menus hold the SPEC's five items only: the way to manage alerts is linked here. */}
              <Link href="/profile-pages/saved-searches" prefetch={false} className="small">Manage your saved searches</Link>
            </Modal.Body>
            <Modal.Footer>
              <button type="button" className="btn btn-outline-secondary" onClick={onClose}>Cancel</button>
              <SubmitButton busy={isSubmitting}>Save search</SubmitButton>
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
