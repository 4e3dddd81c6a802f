'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { UnsavedChangesDialog } from '@/components/auth/unsaved-changes-dialog';
import { ChangesSavedDialog } from '@/components/auth/changes-saved-dialog';
import { PageHeading } from '@/components/profile/page-heading';
import { POST_SAVE_BACK_MS } from '@/lib/constants';

type Props = {
  title: string; children: ReactNode;
  /** Off: Back leaves at once and a restored draft reopens without a word (the PG and project wizards). */
  enabled: boolean;
  restored: boolean; back: () => void;
  dirty: () => boolean; keepDraft: () => void; discard: () => void;
};

const TEXT = 'You have filled in details that are not posted yet. Save them as a draft on this device before you leave? You can finish posting later.';

/**
 * The wizard's heading and SPEC §4's unsaved-changes confirmation on back:
 * Save Changes keeps the draft and leaves (after 'Changes Saved Successfully'
 * and 1 s); Cancel stays.
 */
export function LeaveGuard({ title, children, enabled, restored, back, dirty, keepDraft, discard }: Props) {
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
      <PageHeading title={title} onBack={onBack} planButton={false} />
      {enabled && restored && (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="status">
          <span>We restored the draft you left here.</span>
          <button type="button" className="btn btn-sm btn-outline-secondary ms-auto"
            onClick={() => { discard(); window.location.reload(); }}>Start over</button>
        </div>
      )}
      {children}
      {enabled && <UnsavedChangesDialog show={asking} builder={false} text={TEXT} onSave={save} onCancel={() => setAsking(false)} />}
      {enabled && <ChangesSavedDialog show={saved} onHide={() => setSaved(false)} />}
    </>
  );
}
