'use client';
import Modal from 'react-bootstrap/Modal';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/layout/toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { logoutThunk } from '@/store/auth-slice';
import { closeDialog } from '@/store/dialogs-slice';
import { wrapFocus } from '@/components/forms/wrap-focus';
import { serverText } from '@/lib/server-messages';
import { inPageLocale } from '@/lib/i18n/locales';
import { ENGLISH_AUTH_WORDS, type AuthWords } from './auth-words';

/** SPEC §4 Logout: confirm, call, clear storage but keep the city, go to /. */
export function LogoutDialog({ words = ENGLISH_AUTH_WORDS }: { words?: AuthWords }) {
  const w = words.logout;
  const dispatch = useAppDispatch();
  const router = useRouter();
  const open = useAppSelector((s) => s.dialogs.open === 'logout');
  const busy = useAppSelector((s) => s.auth.inProgress);
  const confirm = async () => {
    const r = await dispatch(logoutThunk());
    if (logoutThunk.fulfilled.match(r)) {
      dispatch(closeDialog());
      toast.success(w.done);
      router.replace(inPageLocale('/')); // the home page in the language the visitor was reading
      router.refresh();
    } else {
      toast.error(r.payload ? serverText(r.payload, words.server) : words.wrong);
    }
  };
  return (
    <Modal onKeyDown={wrapFocus} show={open} onHide={() => dispatch(closeDialog())} centered aria-labelledby="logout-dialog-title">
      <Modal.Header closeButton closeLabel={words.close}>
        <Modal.Title id="logout-dialog-title">{w.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{w.text}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={() => dispatch(closeDialog())}>{w.cancel}</button>
        <button type="button" className="btn btn-primary" onClick={confirm} disabled={busy} aria-busy={busy || undefined}>{w.confirm}</button>
      </Modal.Footer>
    </Modal>
  );
}
