'use client';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { useEffect, useId, useState } from 'react';
import { clearResumed, requireLogin, type ContactAction } from '@/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { CallbackWords } from './callback-words';
import type { EnquiryWords } from './action-words';

// The dialog's code (Modal, Formik, yup) loads when it first opens.
const CallbackDialog = lazyComponent(() => import('./callback-dialog').then((m) => m.CallbackDialog));
// Contact records an enquiry for the poster's leads (components/trust).
const EnquiryDialog = lazyComponent(() => import('@/components/trust/enquiry-dialog').then((m) => m.EnquiryDialog));

type Props = {
  contactLabel: string; propertyId: number; propertyType: string;
  /** A result card's pair: small buttons in the card's own row. */
  compact?: boolean;
  /** The callback button's words in the page's language. */
  callbackLabel?: string;
  /** The callback dialog's words in the page's language (English by default). */
  callbackWords?: CallbackWords;
  /** The enquiry dialog's words in the page's language (English by default). */
  enquiryWords?: EnquiryWords;
};

/**
 * Contact and callback: logged out, login comes first; logged in, Contact sends
 * an enquiry (the poster's Leads) and Request callback a callback request (their
 * Request Callbacks). Either way the poster sees the visitor's number, never the reverse.
 */
export function ContactButtons({ contactLabel, propertyId, propertyType, compact = false, callbackLabel = 'Request callback', callbackWords, enquiryWords }: Props) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const [title, setTitle] = useState<string | null>(null);
  // Mounted from the first open on, so the dialog keeps its closing animation.
  const [opened, setOpened] = useState(false);
  const [enquiry, setEnquiry] = useState<boolean | null>(null);
  // This pair of buttons on the page: a guest's press is remembered through login and resumed here.
  const key = `${propertyType}:${propertyId}:${useId()}`;
  const resumed = useAppSelector((s) => s.dialogs.resumed);
  const open = (action: ContactAction) => {
    if (action === 'enquiry') return setEnquiry(true);
    setOpened(true);
    setTitle(callbackWords?.title ?? 'Request callback');
  };
  const press = (action: ContactAction) => {
    if (!loggedIn) return void dispatch(requireLogin({ type: 'contact', key, action }));
    open(action);
  };
  // A contact handed back after login opens its form (state adjusted while rendering, as React
  // advises for a change of props or store), and is then taken off the store.
  const mine = loggedIn && resumed?.key === key ? resumed : null;
  const [handled, setHandled] = useState<typeof mine>(null);
  if (mine && mine !== handled) {
    setHandled(mine);
    open(mine.action);
  }
  useEffect(() => { if (mine) dispatch(clearResumed()); }, [mine, dispatch]);
  const sm = compact ? ' btn-sm' : '';
  return (
    <>
      <div className={compact ? 'card-contact' : 'detail-contact'}>
        <button type="button" className={`btn btn-primary${sm}`} onClick={() => press('enquiry')}>{contactLabel}</button>
        <button type="button" className={`btn btn-outline-primary${sm}`} onClick={() => press('callback')}>{callbackLabel}</button>
      </div>
      {enquiry !== null && (
        <EnquiryDialog show={enquiry} onClose={() => setEnquiry(false)} title={contactLabel}
          propertyId={propertyId} propertyType={propertyType} words={enquiryWords} />
      )}
      {opened && (
        <CallbackDialog show={!!title} onClose={() => setTitle(null)} title={title ?? ''}
          propertyId={propertyId} propertyType={propertyType} words={callbackWords} />
      )}
    </>
  );
}
