'use client';
import Modal from 'react-bootstrap/Modal';
import '@/styles/profile.css';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/layout/toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { updateRoleThunk } from '@/store/auth-slice';
import { closeDialog, openDialog } from '@/store/dialogs-slice';
import { wrapFocus } from '@/components/forms/wrap-focus';

const CHOICES = [
  { role: 'buyer', label: 'Buyer', hint: 'I am looking to buy or rent' },
  { role: 'owner', label: 'Owner', hint: 'I own the property' },
  { role: 'agent', label: 'Agent', hint: 'I sell or rent for others' },
  { role: 'builder', label: 'Builder', hint: 'I build projects' },
] as const;

/**
 * SPEC §4 "User type selection" ('What you are'): agent or owner is sent at
 * once and stored, then the post chooser opens; builder registers the company
 * first; buyer keeps browsing (buyers do not post).
 */
export function UserTypeDialog() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const open = useAppSelector((s) => s.dialogs.open === 'userType');
  const busy = useAppSelector((s) => s.auth.inProgress);

  const choose = async (role: (typeof CHOICES)[number]['role']) => {
    if (role === 'buyer') { dispatch(closeDialog()); return; }
    if (role === 'builder') { dispatch(openDialog('builderRegister')); return; }
    const r = await dispatch(updateRoleThunk(role));
    if (updateRoleThunk.fulfilled.match(r)) {
      dispatch(openDialog('postChooser'));
      router.refresh(); // server-rendered parts (profile pages) follow the new role
    } else {
      toast.error(r.payload?.message ?? 'Something Went Wrong');
    }
  };

  return (
    <Modal onKeyDown={wrapFocus} show={open} onHide={() => dispatch(closeDialog())} centered aria-labelledby="user-type-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="user-type-title">What you are</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-muted">Tell us who you are to post a property.</p>
        <div className="choice-grid" role="group" aria-label="User type">
          {CHOICES.map((c) => (
            <button key={c.role} type="button" className="choice-tile" disabled={busy} onClick={() => choose(c.role)}
              aria-label={c.label} aria-describedby={`user-type-${c.role}`}>
              {c.label}<small id={`user-type-${c.role}`}>{c.hint}</small>
            </button>
          ))}
        </div>
      </Modal.Body>
    </Modal>
  );
}
