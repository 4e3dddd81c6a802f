'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { UnsavedChangesDialog } from '@/components/auth/unsaved-changes-dialog';
import { ChangesSavedDialog } from '@/components/auth/changes-saved-dialog';
import { PageHeading } from '@/components/profile/page-heading';
import { POST_SAVE_BACK_MS } from '@/lib/constants';
import { ENGLISH_WIZARD_WORDS, type WizardWords } from './wizard-words';

type Props = {
  title: string; children: ReactNode;
  /** Off: Back leaves at once and a restored draft reopens without a word (the PG and project wizards). */
  enabled: boolean;
  restored: boolean; back: () => void;
  dirty: () => boolean; keepDraft: () => void; discard: () => void;
  words?: WizardWords;
};

/**
 * The wizard's heading and SPEC §4's unsaved-changes confirmation on back:
 * Save Changes keeps the draft and leaves (after 'Changes Saved Successfully'
 * and 1 s); Cancel stays.
 */
export function LeaveGuard({ title, children, enabled, restored, back, dirty, keepDraft, discard, words = ENGLISH_WIZARD_WORDS }: Props) {
  const [asking, setAsking] = useState(false);
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onBack = () => (enabled && dirty() ? setAsking(true) : back());
  const save = () => {
    keepDraft();
    setAsking(false);
    setSaved(true);
    timer.current = setTimeout(back, POST_SAVE_BACK_MS);
  };
  return (
    <>
      <PageHeading title={title} onBack={onBack} planButton={false} backLabel={words.back} />
      {enabled && restored && (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="status">
          <span>{words.restored}</span>
          <button type="button" className="btn btn-sm btn-outline-secondary ms-auto"
            onClick={() => { discard(); window.location.reload(); }}>{words.startOver}</button>
        </div>
      )}
      {children}
      {enabled && <UnsavedChangesDialog show={asking} builder={false} text={words.leave} words={words.dialogs} onSave={save} onCancel={() => setAsking(false)} />}
      {enabled && <ChangesSavedDialog show={saved} onHide={() => setSaved(false)} text={words.dialogs.saved} />}
    </>
  );
}
