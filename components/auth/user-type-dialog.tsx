'use client';
import Modal from 'react-bootstrap/Modal';
import '@/styles/profile.css';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/layout/toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { updateRoleThunk } from '@/store/auth-slice';
import { closeDialog, openDialog } from '@/store/dialogs-slice';
import { wrapFocus } from '@/components/forms/wrap-focus';
import { serverText } from '@/lib/server-messages';
import { ENGLISH_AUTH_WORDS, type AuthWords } from './auth-words';

const CHOICES = ['buyer', 'owner', 'agent', 'builder'] as const;

/**
 * SPEC §4 "User type selection" ('What you are'): agent or owner is sent at
 * once and stored, then the post chooser opens; builder registers the company
 * first; buyer keeps browsing (buyers do not post).
 */
export function UserTypeDialog({ words = ENGLISH_AUTH_WORDS }: { words?: AuthWords }) {
  const w = words.userType;
  const dispatch = useAppDispatch();
  const router = useRouter();
  const open = useAppSelector((s) => s.dialogs.open === 'userType');
  const busy = useAppSelector((s) => s.auth.inProgress);

  const choose = async (role: (typeof CHOICES)[number]) => {
    if (role === 'buyer') { dispatch(closeDialog()); return; }
    if (role === 'builder') { dispatch(openDialog('builderRegister')); return; }
    const r = await dispatch(updateRoleThunk(role));
    if (updateRoleThunk.fulfilled.match(r)) {
      dispatch(openDialog('postChooser'));
      router.refresh(); // server-rendered parts (profile pages) follow the new role
    } else {
      toast.error(r.payload ? serverText(r.payload, words.server) : words.wrong);
    }
  };

  return (
    <Modal onKeyDown={wrapFocus} show={open} onHide={() => dispatch(closeDialog())} centered aria-labelledby="user-type-title">
      <Modal.Header closeButton closeLabel={words.close}>
        <Modal.Title id="user-type-title">{w.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-muted">{w.lead}</p>
        <div className="choice-grid" role="group" aria-label={w.group}>
          {CHOICES.map((role) => (
            <button key={role} type="button" className="choice-tile" disabled={busy} onClick={() => choose(role)}
              aria-label={w[role]} aria-describedby={`user-type-${role}`}>
              {w[role]}<small id={`user-type-${role}`}>{w[`${role}Hint`]}</small>
            </button>
          ))}
        </div>
      </Modal.Body>
    </Modal>
  );
}
