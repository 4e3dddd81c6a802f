'use client';
import Modal from 'react-bootstrap/Modal';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/layout/toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { logoutThunk } from '@/store/auth-slice';
import { closeDialog } from '@/store/dialogs-slice';
import { wrapFocus } from '@/components/forms/wrap-focus';

/** SPEC §4 Logout: confirm, call, clear storage but keep the city, go to /. */
export function LogoutDialog() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const open = useAppSelector((s) => s.dialogs.open === 'logout');
  const busy = useAppSelector((s) => s.auth.inProgress);
  const confirm = async () => {
    const r = await dispatch(logoutThunk());
    if (logoutThunk.fulfilled.match(r)) {
      dispatch(closeDialog());
      toast.success('Logout Successfully');
      router.replace('/');
      router.refresh();
    } else {
      toast.error(r.payload?.message ?? 'Something Went Wrong');
    }
  };
  return (
    <Modal onKeyDown={wrapFocus} show={open} onHide={() => dispatch(closeDialog())} centered aria-labelledby="logout-dialog-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="logout-dialog-title">Log out?</Modal.Title>
      </Modal.Header>
      <Modal.Body>Are you sure you want to log out?</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={() => dispatch(closeDialog())}>Cancel</button>
        <button type="button" className="btn btn-primary" onClick={confirm} disabled={busy} aria-busy={busy || undefined}>Logout</button>
      </Modal.Footer>
    </Modal>
  );
}
