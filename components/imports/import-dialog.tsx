'use client';
import Modal from 'react-bootstrap/Modal';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { wrapFocus } from '@/components/forms/wrap-focus';
import { checkImport, confirmImport, type CheckedImport } from '@/services/api/imports';
import type { PostingGroup } from '@/services/api/posting';
import { ImportChooser } from './import-chooser';
import { ImportChecked } from './import-checked';
import { ImportProgressView } from './import-progress';

type Props = { show: boolean; onClose: (imported: boolean) => void };
type Step = { kind: 'choose' } | { kind: 'checked'; job: CheckedImport } | { kind: 'importing'; jobId: number; total: number };

/**
 * "Import from a spreadsheet": choose a file, see every bad row, confirm, watch the
 * progress. The import runs on the server: closing the dialog does not stop it.
 */
export function ImportDialog({ show, onClose }: Props) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(0);

  const close = () => {
    onClose(step.kind === 'importing');
    setStep({ kind: 'choose' });
    setError(null);
  };

  const check = async (group: PostingGroup, file: File) => {
    setBusy(true); setError(null); setSent(0);
    try {
      const res = await checkImport(group, file, { onProgress: setSent });
      setStep({ kind: 'checked', job: res.data });
    } catch (e) {
      setError(errorMessage(e, 'The file could not be checked. Try again'));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (job: CheckedImport) => {
    setBusy(true); setError(null);
    try {
      await confirmImport(job.job_id);
      setStep({ kind: 'importing', jobId: job.job_id, total: job.valid });
    } catch (e) {
      setError(errorMessage(e, 'The import could not be started. Try again'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal show={show} onHide={close} centered size="lg" scrollable aria-labelledby="import-dialog-title" onKeyDown={wrapFocus}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="import-dialog-title">Import from a spreadsheet</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error && <p role="alert" className="alert alert-danger">{error}</p>}
        {step.kind === 'choose' && <ImportChooser busy={busy} sent={sent} onCheck={check} />}
        {step.kind === 'checked' && (
          <ImportChecked job={step.job} busy={busy} onConfirm={() => void confirm(step.job)}
            onAnother={() => { setStep({ kind: 'choose' }); setError(null); }} />
        )}
        {step.kind === 'importing' && <ImportProgressView jobId={step.jobId} total={step.total} onClose={close} />}
      </Modal.Body>
    </Modal>
  );
}
