'use client';
import { Form, Formik, type FormikProps } from 'formik';
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { UnsavedChangesDialog } from '@/components/auth/unsaved-changes-dialog';
import { ChangesSavedDialog } from '@/components/auth/changes-saved-dialog';
import { SubmitButton } from '@/components/forms/submit-button';
import { profileFormOf } from '@/lib/policy';
import { useAppSelector } from '@/store/hooks';
import { EditProfileFields } from './edit-profile-fields';
import { builderSchema, initialValues, personSchema, saveArg, type EditValues } from './edit-profile-schema';
import { goBack } from './go-back';
import { PageHeading } from './page-heading';
import type { ProfileView } from './profile-details';
import { useSaveProfile } from './use-save-profile';
import { ErrorWords } from '@/components/forms/error-words';
import { ENGLISH_AUTH_WORDS, type AuthWords } from '@/components/auth/auth-words';
import { useProfileWords } from './profile-words-context';

/** The account dialogs' words the edit form shows: its two dialogs and the registration rules' messages. */
export type EditDialogWords = Pick<AuthWords, 'unsaved' | 'close' | 'saved' | 'errors'>;

/** Edit profile: buyer, agent/owner and builder variants, with the unsaved-changes guard of SPEC §4. */
export function EditProfileForm({ bundle, dialogs = ENGLISH_AUTH_WORDS }: { bundle: ProfileView; dialogs?: EditDialogWords }) {
  const role = bundle.user.role_type;
  const builder = profileFormOf(role) === 'builder';
  const { save, saved, dismissSaved } = useSaveProfile();
  return (
    <Formik<EditValues>
      initialValues={initialValues(bundle)}
      validationSchema={builder ? builderSchema : personSchema}
      onSubmit={async (values, { resetForm }) => {
        // Saved values become the new baseline; on failure nothing changes (silent, SPEC §8).
        if (await save(saveArg(role, values))) resetForm({ values });
      }}
    >
      {(form) => <Body form={form} builder={builder} saved={saved} onSavedHide={dismissSaved} dialogs={dialogs} />}
    </Formik>
  );
}

type BodyProps = { form: FormikProps<EditValues>; builder: boolean; saved: boolean; onSavedHide: () => void; dialogs: EditDialogWords };

function Body({ form, builder, saved, onSavedHide, dialogs }: BodyProps) {
  const w = useProfileWords().edit;
  const router = useRouter();
  const city = useAppSelector((s) => s.location.data.city);
  const [asking, setAsking] = useState(false);
  const { dirty, isSubmitting, submitForm } = form;

  useEffect(() => {
    if (!dirty) return;
    // A reload or closing the tab would lose the edits too; the browser asks.
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const back = () => (dirty && !saved ? setAsking(true) : goBack(router));
  const saveFromDialog = async () => {
    setAsking(false);
    await submitForm();
  };

  return (
    <>
      <PageHeading title={w.title} onBack={back} />
      <ErrorWords.Provider value={dialogs.errors}>
        <Form noValidate className="profile-card" aria-label={w.form}>
          <EditProfileFields builder={builder} city={city} words={w} />
          <SubmitButton busy={isSubmitting} className="btn btn-primary">{w.save}</SubmitButton>
        </Form>
      </ErrorWords.Provider>
      <UnsavedChangesDialog show={asking} builder={builder} busy={isSubmitting} onSave={saveFromDialog} onCancel={() => setAsking(false)} words={dialogs} />
      <ChangesSavedDialog show={saved} onHide={onSavedHide} text={dialogs.saved} />
    </>
  );
}
